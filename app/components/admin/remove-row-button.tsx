import { Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * Remove on a repeated row of a form (a quote's line, a shipment's piece): a submit button whose
 * intent names the row, so it works without JavaScript; it reads "Remove" and says which row to
 * a screen reader.
 */
export function RemoveRowButton({ intent, shortLabel, label }: { intent: string; shortLabel: string; label: string }) {
  return (
    <Button type="submit" name="intent" value={intent} variant="outline" size="sm" formNoValidate>
      <Trash2 aria-hidden />
      <span aria-hidden>{shortLabel}</span>
      <span className="sr-only">{label}</span>
    </Button>
  );
}
