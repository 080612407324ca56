import { MessageCircle } from "lucide-react";
import { OFFICE_TEXTS } from "~/content/offices-admin";

/**
 * A wa.me link beside a customer's phone (issue #23): opens WhatsApp with the record's reference
 * already written. A plain link (no script from WhatsApp), in a new tab so the screen stays.
 */
export function WhatsAppLink({ href, name, label = OFFICE_TEXTS.whatsApp }: { href: string; name: string; label?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label === OFFICE_TEXTS.whatsApp ? OFFICE_TEXTS.whatsAppLabel(name) : undefined}
      className="inline-flex min-h-6 items-center gap-1 rounded-sm text-sm font-medium text-green-800 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
    >
      <MessageCircle aria-hidden className="size-4" />
      {label}
    </a>
  );
}
