import DOMPurify from 'dompurify';
import { toast, ToastContainer, type ToastOptions } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** Toasts shared by the admin and the islands (spec admin §9, public §9): top-right, closed after 5000 ms, HTML allowed (sanitised), kept across navigation. */
export function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} newestOnTop closeOnClick={false} />;
}

const html = (message: string) => <span dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(message) }} />;

export const notify = {
  success: (message: string, options?: ToastOptions) => toast.success(html(message), options),
  error: (message: string, options?: ToastOptions) => toast.error(html(message), options),
  info: (message: string, options?: ToastOptions) => toast.info(html(message), options),
};
