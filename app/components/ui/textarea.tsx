import type { ComponentProps } from "react";
import { controlClasses } from "./input";
import { cn } from "./cn";

export function Textarea({ className, rows = 5, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(controlClasses, "min-h-24 py-2 leading-relaxed", className)} {...props} />;
}
