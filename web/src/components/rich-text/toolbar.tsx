import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { RICH_TEXT_TEXTS as T } from './texts.js';
import { Icon } from '../back-office-icon.js';

type ToolId = 'h1' | 'h2' | 'h3' | 'bold' | 'italic' | 'underline' | 'link' | 'orderedList' | 'bulletList' | 'clear';

interface Tool {
  id: ToolId;
  label: string;
  glyph: ReactNode;
  /** toggles have aria-pressed; clear formatting is a plain action */
  toggle: boolean;
}

const TOOLS: readonly Tool[] = [
  { id: 'h1', label: T.heading(1), glyph: <Icon name="h1" size={16} />, toggle: true },
  { id: 'h2', label: T.heading(2), glyph: <Icon name="h2" size={16} />, toggle: true },
  { id: 'h3', label: T.heading(3), glyph: <Icon name="h3" size={16} />, toggle: true },
  { id: 'bold', label: T.bold, glyph: <Icon name="bold" size={16} />, toggle: true },
  { id: 'italic', label: T.italic, glyph: <Icon name="italic" size={16} />, toggle: true },
  { id: 'underline', label: T.underline, glyph: <Icon name="underline" size={16} />, toggle: true },
  { id: 'link', label: T.link, glyph: <Icon name="link" size={16} />, toggle: true },
  { id: 'orderedList', label: T.orderedList, glyph: <Icon name="listOrdered" size={16} />, toggle: true },
  { id: 'bulletList', label: T.bulletList, glyph: <Icon name="list" size={16} />, toggle: true },
  { id: 'clear', label: T.clear, glyph: <Icon name="removeFormatting" size={16} />, toggle: false },
];

function activeStates(editor: Editor): Record<ToolId, boolean> {
  return {
    h1: editor.isActive('heading', { level: 1 }),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    link: editor.isActive('link'),
    orderedList: editor.isActive('orderedList'),
    bulletList: editor.isActive('bulletList'),
    clear: false,
  };
}

function run(editor: Editor, id: ToolId) {
  const chain = editor.chain().focus();
  switch (id) {
    case 'h1':
    case 'h2':
    case 'h3':
      return chain.toggleHeading({ level: Number(id[1]) as 1 | 2 | 3 }).run();
    case 'bold':
      return chain.toggleBold().run();
    case 'italic':
      return chain.toggleItalic().run();
    case 'underline':
      return chain.toggleUnderline().run();
    case 'orderedList':
      return chain.toggleOrderedList().run();
    case 'bulletList':
      return chain.toggleBulletList().run();
    case 'clear':
      return chain.unsetAllMarks().clearNodes().run();
    case 'link':
      return false;
  }
}

/**
 * The formatting toolbar (Template screen): one tab stop, arrow keys, Home and End move between
 * buttons (WAI-ARIA toolbar pattern); toggles report their state by aria-pressed.
 */
export function Toolbar({
  editor,
  disabled,
  linkOpen,
  onLink,
}: {
  editor: Editor;
  disabled: boolean;
  linkOpen: boolean;
  onLink: () => void;
}) {
  const active = useEditorState({ editor, selector: ({ editor: e }) => activeStates(e) });
  const [focus, setFocus] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = TOOLS.length;
    const next = { ArrowRight: focus + 1, ArrowLeft: focus - 1, Home: 0, End: count - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + count) % count;
    setFocus(index);
    buttons.current[index]?.focus();
  };

  return (
    <div className="rte-toolbar" role="toolbar" aria-label={T.toolbar} aria-disabled={disabled || undefined} onKeyDown={onKeyDown}>
      {TOOLS.map((tool, index) => {
        const pressed = tool.id === 'link' ? linkOpen || active.link : active[tool.id];
        return (
          <button
            key={tool.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            className="rte-tool"
            tabIndex={index === focus ? 0 : -1}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.toggle ? pressed : undefined}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setFocus(index)}
            onClick={() => (tool.id === 'link' ? onLink() : run(editor, tool.id))}
            data-testid={`rte-${tool.id}`}
          >
            <span aria-hidden="true">{tool.glyph}</span>
          </button>
        );
      })}
    </div>
  );
}
