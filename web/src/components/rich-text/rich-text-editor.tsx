import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useOnChange } from '../../hooks/use-on-change.js';
import { editorExtensions } from './editor-extensions.js';
import { fitsVisualEditor } from './html-text.js';
import { LinkForm } from './link-form.js';
import { PlaceholderHelp } from './placeholder-help.js';
import { RICH_TEXT_TEXTS as T } from './texts.js';
import { Toolbar } from './toolbar.js';
import './rich-text.css';

export interface RichTextEditorProps {
  /** The HTML body; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  /** Accessible name of the editing area (and of the code field). */
  label: string;
  /** Height of the editing area in px: 200 by default, 300 in template forms. */
  height?: number;
  /** Show the template placeholders beside the editor, insertable by click. */
  placeholders?: boolean;
  disabled?: boolean;
  testId?: string;
}

type Mode = 'visual' | 'code';

/**
 * The HTML body editor: a Tiptap visual editor with its formatting toolbar, or a raw HTML code textarea.
 * HTML the visual editor cannot keep (tables, styles) opens in the code view.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  height = 200,
  placeholders = false,
  disabled = false,
  testId = 'rte',
}: RichTextEditorProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>(() => (fitsVisualEditor(value) ? 'visual' : 'code'));
  const [confirmVisual, setConfirmVisual] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const code = useRef<HTMLTextAreaElement>(null);
  const change = useRef(onChange);
  useLayoutEffect(() => {
    change.current = onChange;
  });

  const editor = useEditor({
    extensions: editorExtensions(),
    content: mode === 'visual' ? value : '',
    editable: !disabled,
    editorProps: {
      attributes: {
        class: 'rte-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'data-testid': `${testId}-content`,
      },
    },
    onUpdate: ({ editor: e }) => {
      change.current(e.isEmpty ? '' : e.getHTML());
    },
  });

  // a value set from outside (a chosen template, an opened draft) replaces the document: in the code
  // view when the visual editor cannot keep it, otherwise in the editor (whose own edits already match)
  useOnChange(value, (next) => {
    if (mode === 'visual' && !fitsVisualEditor(next)) setMode('code');
  });
  useEffect(() => {
    // an instance useEditor has already destroyed (it replaces it on mount) has no schema to read
    if (mode !== 'visual' || !fitsVisualEditor(value) || editor.isDestroyed) return;
    if ((editor.isEmpty ? '' : editor.getHTML()) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [value, editor, mode]);

  useEffect(() => {
    if (!editor.isDestroyed && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const toVisual = () => {
    setConfirmVisual(false);
    editor.commands.setContent(value, { emitUpdate: false });
    setMode('visual');
  };

  const switchMode = () => {
    setLinkOpen(false);
    if (mode === 'visual') return setMode('code');
    if (!fitsVisualEditor(value)) return setConfirmVisual(true);
    toVisual();
  };

  const setCode = (html: string) => {
    onChange(html.trim() ? html : '');
  };

  const insert = (token: string) => {
    if (mode === 'visual') {
      editor.chain().focus().insertContent(token).run();
      return;
    }
    const area = code.current;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    setCode(value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const applyLink = (href: string) => {
    setLinkOpen(false);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    // continue after the link rather than over the selection it was made from
    editor.commands.setTextSelection(editor.state.selection.to);
  };

  const removeLink = () => {
    setLinkOpen(false);
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  return (
    <div className={`rte${disabled ? ' is-disabled' : ''}`} data-testid={testId} data-mode={mode}>
      <div className="rte-main">
        <div className="rte-bar">
          {mode === 'visual' ? (
            <Toolbar editor={editor} disabled={disabled} linkOpen={linkOpen} onLink={() => setLinkOpen((open) => !open)} />
          ) : (
            <span className="rte-bar-label">{T.toCode}</span>
          )}
          <button
            type="button"
            className="button button--ghost button--small rte-mode"
            aria-label={mode === 'visual' ? T.toCodeLabel : T.toVisualLabel}
            onClick={switchMode}
            disabled={disabled}
            data-testid={`${testId}-mode`}
          >
            {mode === 'visual' ? T.toCode : T.toVisual}
          </button>
        </div>
        {linkOpen && mode === 'visual' && (
          <LinkForm
            initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
            canRemove={editor.isActive('link')}
            onApply={applyLink}
            onRemove={removeLink}
            onCancel={() => {
              setLinkOpen(false);
              editor.commands.focus();
            }}
          />
        )}
        {confirmVisual && (
          <div className="rte-warning" role="alert">
            <p>{T.unsupported}</p>
            <button type="button" className="button button--ghost button--small" onClick={toVisual} data-testid={`${testId}-force-visual`}>
              {T.switchAnyway}
            </button>
          </div>
        )}
        <div className="rte-area" style={{ height }} hidden={mode !== 'visual'}>
          <EditorContent editor={editor} className="rte-editor" />
        </div>
        {mode === 'code' && (
          <>
            <label htmlFor={`${id}-code`} className="visually-hidden">
              {T.codeLabel(label)}
            </label>
            <textarea
              id={`${id}-code`}
              ref={code}
              className="rte-code"
              style={{ height }}
              value={value}
              spellCheck={false}
              disabled={disabled}
              onChange={(event) => setCode(event.target.value)}
              data-testid={`${testId}-code`}
            />
            {!fitsVisualEditor(value) && !confirmVisual && <p className="rte-hint">{T.unsupported}</p>}
          </>
        )}
      </div>
      {placeholders && <PlaceholderHelp onInsert={insert} />}
    </div>
  );
}
