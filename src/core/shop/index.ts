import type { OrderPaymentDto } from '../../contract/card-payments.js';
import type { OutboundService } from '../mail/outbound.service.js';
import type { SystemTexts } from '../mail/system-texts.service.js';
import type { Clock } from '../clock.port.js';
import type { PhotoLimits } from '../salon/index.js';
import type { Repositories, UnitOfWork } from '../unit-of-work.js';
import { createShopAdminService } from './admin.service.js';
import { createCartService } from './cart.service.js';
import { createCatalogueService } from './catalogue.service.js';
import { SHOP_OPTION_DEFAULTS, type ShopOptions } from './model.js';
import type { OrderPayee } from './order-dto.js';
import { createOrderService } from './order.service.js';

/** The e-shop: the public catalogue, the server cart, orders, the back office's products, promotional items and orders. */
export function createShop(deps: {
  uow: UnitOfWork;
  repos: Repositories;
  clock: Clock;
  outbound: Pick<OutboundService, 'enqueueWithin'>;
  texts: SystemTexts;
  baseUrl(country: string): string;
  options?: Partial<ShopOptions>;
  photoLimits?: PhotoLimits;
  /** whether cards are offered (a card payment provider is configured) */
  cardPayments?: boolean;
  /** the site's name as saved in the settings (the payee of bank transfers), null: the edition's host */
  siteName?: () => Promise<string | null>;
  /** the orders' payments for the admin's list (core/payments) */
  paymentsOf?: (orderIds: number[]) => Promise<Map<number, OrderPaymentDto>>;
}) {
  const options = { ...SHOP_OPTION_DEFAULTS, ...deps.options };
  const payee = async (): Promise<OrderPayee> => {
    const name = (await deps.siteName?.()) ?? null;
    return { account: options.bankAccount, nameOf: (country) => name ?? new URL(deps.baseUrl(country)).host };
  };
  const repos = deps.repos.shop;
  const common = { uow: deps.uow, repos, clock: deps.clock };
  return {
    catalogue: createCatalogueService(common),
    cart: createCartService({ ...common, options }),
    orders: createOrderService({
      ...common,
      outbound: deps.outbound,
      texts: deps.texts,
      baseUrl: deps.baseUrl,
      options,
      cardPayments: deps.cardPayments ?? false,
      payee,
    }),
    admin: createShopAdminService({ ...common, options, photoLimits: deps.photoLimits, payee, paymentsOf: deps.paymentsOf }),
    options,
  };
}

export { SHOP_TEXTS, type ShopOptions } from './model.js';
