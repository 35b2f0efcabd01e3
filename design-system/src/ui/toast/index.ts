export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  type ToastVariant,
  ToastViewport,
  toastVariants,
} from "./toast.tsx";
export {
  dismissToast,
  getToasts,
  type ToastEntry,
  type ToastOptions,
  toast,
  toastLimit,
  toastRemoveDelay,
  useToast,
} from "./toast-store.ts";
export { Toaster } from "./toaster.tsx";
