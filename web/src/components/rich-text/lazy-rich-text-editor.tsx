import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.js';
import { RICH_TEXT_TEXTS as T } from './texts.js';

const Editor = lazy(() => import('./rich-text-editor.js').then((module) => ({ default: module.RichTextEditor })));

/** The rich-text editor, loaded when first shown: Tiptap stays out of every bundle until a form needs it. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="rte-loading" style={{ minHeight: (props.height ?? 200) + 48 }} role="status">
          {T.loading}
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}

export type { RichTextEditorProps };
