import StarterKit from '@tiptap/starter-kit';
import { isAllowedLink } from './link-rules.js';

/** Undo history of the editor: changes within 1000 ms form one step, at most 100 steps are kept. */
export const EDITOR_UNDO = { newGroupDelay: 1000, depth: 100 } as const;

/** StarterKit (Tiptap 3 already brings Link and Underline), limited to what an e-mail body needs. */
export function editorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      undoRedo: EDITOR_UNDO,
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // http, https and mailto are built into the link finder; tel is registered here
        protocols: [{ scheme: 'tel', optionalSlashes: true }],
        isAllowedUri: (url) => isAllowedLink(url),
        shouldAutoLink: (url) => isAllowedLink(url),
      },
    }),
  ];
}
