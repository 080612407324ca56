import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { controlClasses } from "./input";
import { cn } from "./cn";

/** A styled native <select>: keyboard, screen readers and no-JS forms all work as the browser's own. */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(controlClasses, "h-10 appearance-none py-2 pe-9", className)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
    </div>
  );
}
