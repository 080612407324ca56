import { ArrowLeft, Printer } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { SHIPMENT_ADMIN_TEXTS as TEXTS } from "~/content/cargo-admin";

/**
 * Above a print view of the cargo desk: back to the shipment, and Print once JavaScript runs
 * (without it, the browser's own Print). Left out of the paper, as the admin's frame is.
 */
export function PaperToolbar({ backTo }: { backTo: string }) {
  const hydrated = useHydrated();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
      <Button asChild variant="ghost" size="sm" className="-ms-3 text-muted">
        <Link to={backTo}>
          <ArrowLeft aria-hidden className="rtl:rotate-180" />
          {TEXTS.backToShipment}
        </Link>
      </Button>
      {hydrated ? (
        <Button type="button" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden />
          {TEXTS.print}
        </Button>
      ) : null}
    </div>
  );
}
