import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}

/** The body editor (TipTap): headings, emphasis, lists, quotes and links; emits HTML the engine sanitises. */
export function RichTextEditor({ id, label, value, onChange }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } })],
    content: value,
    editorProps: {
      attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: 'rich-text-content' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // A value loaded after the editor started (editing an item) replaces its content once.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !editor.isFocused)
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  const button = (name: string, active: boolean, run: () => void) => (
    <button type="button" aria-pressed={active} onClick={run}>
      {name}
    </button>
  );
  const setLink = () => {
    const href = window.prompt('Link address (https://… or /path)', editor.getAttributes('link').href ?? '');
    if (href === null) return;
    if (href === '') editor.chain().focus().unsetLink().run();
    else editor.chain().focus().setLink({ href }).run();
  };
  return (
    <div className="rich-text">
      <div className="rich-text-toolbar" role="toolbar" aria-label={`${label} formatting`}>
        {button('Bold', editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
        {button('Italic', editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run())}
        {button('Heading 2', editor.isActive('heading', { level: 2 }), () =>
          editor.chain().focus().toggleHeading({ level: 2 }).run(),
        )}
        {button('Heading 3', editor.isActive('heading', { level: 3 }), () =>
          editor.chain().focus().toggleHeading({ level: 3 }).run(),
        )}
        {button('Bullets', editor.isActive('bulletList'), () => editor.chain().focus().toggleBulletList().run())}
        {button('Numbers', editor.isActive('orderedList'), () => editor.chain().focus().toggleOrderedList().run())}
        {button('Quote', editor.isActive('blockquote'), () => editor.chain().focus().toggleBlockquote().run())}
        {button('Link', editor.isActive('link'), setLink)}
        {button('Undo', false, () => editor.chain().focus().undo().run())}
        {button('Redo', false, () => editor.chain().focus().redo().run())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
