import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  productCreateRequest,
  SHOP_CATEGORIES,
  SHOP_CATEGORY_LABELS,
  SHOP_SUBCATEGORIES,
  SHOP_SUBCATEGORY_LABELS,
} from '../../../../../src/contract/shop.js';
import type { ProductCreateRequest, ProductDetailDto } from '../../../api/admin-shop.js';
import { FormSwitch, FormTextField } from '../../../components/form/form-fields.js';
import { useContractForm } from '../../../components/form/use-contract-form.js';
import { Button } from '../../../components/ui/button.js';
import { FormModal } from '../../../components/ui/form-modal.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { FormFieldList, type FieldRows } from '../common/form-dialog.js';
import { CountryField, PriceField } from './eshop-fields.js';
import { formSchema, integerFromText, linesOf, minorFromText, textFromMinor, textOrNull, toListField } from './eshop-rules.js';
import { ProductImages } from './product-images.js';
import { useSaveProduct } from './queries.js';
import styles from './eshop.module.css';

/** The form's values: what the inputs hold, named as the contract names the fields. */
export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  brand: string;
  category: string;
  subcategory: string;
  country: string;
  price: string;
  original_price: string;
  stock: string;
  /** one a line */
  features: string;
  specifications: Array<{ name: string; value: string }>;
  active: boolean;
}

/** The request: prices typed in whole units become minor units, lines and rows become lists, empty texts null. */
function toRequest(v: ProductFormValues): Record<string, unknown> {
  return {
    name: v.name,
    slug: v.slug.trim() || undefined,
    description: v.description,
    brand: textOrNull(v.brand),
    category: v.category || undefined,
    subcategory: v.subcategory || undefined,
    country: v.country || undefined,
    price: minorFromText(v.price) ?? Number.NaN,
    original_price: minorFromText(v.original_price),
    stock: integerFromText(v.stock),
    features: linesOf(v.features),
    specifications: v.specifications.filter((row) => row.name.trim() || row.value.trim()),
    active: v.active,
  };
}

const schema = formSchema<ProductFormValues, ProductCreateRequest>(productCreateRequest, toRequest, toListField('features'));

function valuesOf(product: ProductDetailDto | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    description: product?.description ?? '',
    brand: product?.brand ?? '',
    category: product?.category ?? '',
    subcategory: product?.subcategory ?? '',
    country: product?.country_code ?? 'CZ',
    price: textFromMinor(product?.price),
    original_price: textFromMinor(product?.original_price),
    stock: product ? String(product.stock) : '',
    features: (product?.features ?? []).join('\n'),
    specifications: product?.specifications.map((row) => ({ name: row.name, value: row.value })) ?? [],
    active: product?.active ?? true,
  };
}

/**
 * 'Přidat produkt' / 'Upravit produkt': name, slug, description, brand, category and subcategory, edition,
 * price and original price (with VAT, in whole units: '1 290,50'), stock, features (one a line),
 * specifications (name and value rows), active. Checked by the contract's schema; the server's field
 * messages land on the fields. A new product stays open as its edit form, so that images can be added.
 */
export function ProductFormModal({
  product,
  onClose,
  onSaved,
}: {
  product: ProductDetailDto | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useI18n();
  const [current, setCurrent] = useState(product);
  const [created, setCreated] = useState<string | null>(null);
  const save = useSaveProduct();
  const contract = useContractForm<ProductFormValues, ProductCreateRequest>({
    schema,
    defaultValues: valuesOf(product),
    send: async (request) => {
      const answer = await save.mutateAsync({ id: current?.id ?? null, request });
      if (current) {
        onSaved(answer.message ?? t('admin.eshop.product.saved', { name: answer.product.name }));
        onClose();
      } else {
        setCurrent(answer.product);
        form.reset(valuesOf(answer.product));
        const text = t('admin.eshop.product.created', { name: answer.product.name });
        setCreated(text);
        onSaved(text);
      }
    },
    failure: () => t('admin.eshop.saveFailed'),
  });
  const { form, control } = contract;
  const specifications = useFieldArray({ control, name: 'specifications' });
  const title = current ? t('admin.eshop.product.editTitle', { name: current.name }) : t('admin.eshop.product.createTitle');
  const categoryOptions = SHOP_CATEGORIES.map((value) => ({ value, label: SHOP_CATEGORY_LABELS[value] }));
  const subcategoryOptions = SHOP_SUBCATEGORIES.map((value) => ({ value, label: SHOP_SUBCATEGORY_LABELS[value] }));
  const choose = t('admin.eshop.product.choose');
  const fields: FieldRows<ProductFormValues> = [
    [
      { name: 'name', label: t('admin.eshop.product.name'), required: true, testId: 'eshop-product-form-name' },
      { name: 'slug', label: t('admin.eshop.product.slug'), hint: t('admin.eshop.product.slugHint'), testId: 'eshop-product-form-slug' },
    ],
    [
      { name: 'brand', label: t('admin.eshop.product.brand'), testId: 'eshop-product-form-brand' },
      { as: 'node', key: 'country', node: <CountryField control={control} testId="eshop-product-form-country" /> },
    ],
    [
      {
        as: 'select',
        name: 'category',
        label: t('admin.eshop.product.category'),
        placeholder: choose,
        options: categoryOptions,
        required: true,
        testId: 'eshop-product-form-category',
      },
      {
        as: 'select',
        name: 'subcategory',
        label: t('admin.eshop.product.subcategory'),
        placeholder: choose,
        options: subcategoryOptions,
        required: true,
        testId: 'eshop-product-form-subcategory',
      },
    ],
    [
      {
        as: 'node',
        key: 'price',
        node: <PriceField control={control} label={t('admin.eshop.product.price')} testId="eshop-product-form-price" />,
      },
      {
        as: 'number',
        name: 'original_price',
        kind: 'text',
        label: t('admin.eshop.product.originalPrice'),
        hint: t('admin.eshop.product.originalPriceHint'),
        testId: 'eshop-product-form-original-price',
      },
      {
        as: 'number',
        name: 'stock',
        kind: 'text',
        label: t('admin.eshop.product.stock'),
        required: true,
        testId: 'eshop-product-form-stock',
      },
    ],
    { as: 'textarea', name: 'description', label: t('admin.eshop.product.description'), testId: 'eshop-product-form-description' },
    {
      as: 'textarea',
      name: 'features',
      label: t('admin.eshop.product.features'),
      hint: t('admin.eshop.product.featuresHint'),
      testId: 'eshop-product-form-features',
    },
  ];

  return (
    <FormModal
      title={title}
      testId="eshop-product-form"
      form={contract}
      onClose={onClose}
      cancelLabel={created ? t('ui.close') : t('ui.cancel')}
      submitLabel={t(current ? 'admin.eshop.saveChanges' : 'admin.eshop.product.create')}
      pendingLabel={t('admin.eshop.saving')}
      before={
        created && (
          <p role="status" className="ui-muted" data-testid="eshop-product-form-created">
            {created} {t('admin.eshop.product.addImagesHint')}
          </p>
        )
      }
      after={
        current ? (
          <ProductImages product={current} onChanged={(next) => setCurrent(next)} />
        ) : (
          <p className="ui-muted">{t('admin.eshop.product.imagesAfterCreate')}</p>
        )
      }
    >
      <FormFieldList control={control} fields={fields} />
      <fieldset className={styles.fieldset} data-testid="eshop-product-form-specifications">
        <legend>{t('admin.eshop.product.specifications')}</legend>
        {specifications.fields.length === 0 && <p className="ui-muted">{t('admin.eshop.product.noSpecifications')}</p>}
        {specifications.fields.map((row, index) => (
          <div key={row.id} className={styles.pair}>
            <FormTextField
              control={control}
              name={`specifications.${index}.name`}
              label={t('admin.eshop.product.specName', { n: index + 1 })}
              testId="eshop-product-form-spec-name"
            />
            <FormTextField
              control={control}
              name={`specifications.${index}.value`}
              label={t('admin.eshop.product.specValue', { n: index + 1 })}
              testId="eshop-product-form-spec-value"
            />
            <Button
              variant="ghost"
              size="small"
              onClick={() => specifications.remove(index)}
              aria-label={t('admin.eshop.product.specRemove', { n: index + 1 })}
            >
              {t('admin.eshop.remove')}
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="ghost"
            size="small"
            onClick={() => specifications.append({ name: '', value: '' })}
            data-testid="eshop-product-form-spec-add"
          >
            {t('admin.eshop.product.specAdd')}
          </Button>
        </div>
      </fieldset>
      <FormSwitch control={control} name="active" label={t('admin.eshop.product.active')} testId="eshop-product-form-active" />
    </FormModal>
  );
}
