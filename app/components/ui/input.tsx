import type { ComponentProps } from "react";
import { cn } from "./cn";

export const controlClasses =
  "w-full rounded-md border border-gray-300 bg-white px-3 text-base text-ink shadow-xs placeholder:text-gray-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-gray-100 aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600 sm:text-sm";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(controlClasses, "h-10 py-2", className)} {...props} />;
}
