import { PackagePlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { ENQUIRY_SHIPMENTS_TEXTS as TEXTS } from "~/content/cargo-register";
import { newShipmentFromEnquiryHref } from "~/domain/cargo/shipment-admin-paths";

export type EnquiryShipmentRow = { id: string; href: string; trackingNumber: string; statusLabel: string; dropOff: string };

/** A cargo enquiry's Shipments section (issue #26): those registered from it, and Register a shipment. */
export function EnquiryShipments({ enquiryId, shipments }: { enquiryId: string; shipments: EnquiryShipmentRow[] }) {
  return (
    <section aria-labelledby="enquiry-shipments" className="space-y-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="enquiry-shipments" className="text-lg font-semibold text-ink">
          {TEXTS.section}
        </h2>
        <Button asChild size="sm">
          <Link to={newShipmentFromEnquiryHref(enquiryId)}>
            <PackagePlus aria-hidden />
            {TEXTS.register}
          </Link>
        </Button>
      </div>
      {shipments.length === 0 ? (
        <p className="text-sm text-muted">{TEXTS.empty}</p>
      ) : (
        <Table>
          <TableCaption className="sr-only">{TEXTS.caption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{TEXTS.columns.trackingNumber}</TableHead>
              <TableHead scope="col">{TEXTS.columns.status}</TableHead>
              <TableHead scope="col">{TEXTS.columns.dropOff}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shipments.map((shipment) => (
              <TableRow key={shipment.id} data-shipment={shipment.trackingNumber}>
                <TableCell className="font-mono">
                  <Link to={shipment.href} className="text-brand-700 hover:underline">
                    {shipment.trackingNumber}
                  </Link>
                </TableCell>
                <TableCell>{shipment.statusLabel}</TableCell>
                <TableCell>{shipment.dropOff}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
