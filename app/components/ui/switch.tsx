import type { ComponentProps } from "react";
import { cn } from "./cn";

/**
 * A native checkbox drawn as a switch: it posts "on" like any checkbox, so forms work without
 * JavaScript, and role="switch" tells screen readers it is an on/off setting.
 */
export function Switch({ className, ...props }: Omit<ComponentProps<"input">, "type" | "role">) {
  return (
    <input
      type="checkbox"
      role="switch"
      className={cn(
        "relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-gray-300 transition-colors",
        "before:absolute before:start-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform before:content-['']",
        "checked:bg-brand-700 checked:before:translate-x-5 rtl:checked:before:-translate-x-5",
        "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500",
        "disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
