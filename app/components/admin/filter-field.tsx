import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** A labelled control of a list's filter form (Activity, Enquiries). */
export function FilterField({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** The `from` and `to` days of a list's filter form, as two date fields (UTC days, in the URL). */
export function FilterDayRange({
  idPrefix,
  labels,
  from,
  to,
}: {
  idPrefix: string;
  labels: { from: string; to: string };
  from: string | undefined;
  to: string | undefined;
}) {
  return (
    <>
      <FilterField id={`${idPrefix}-from`} label={labels.from}>
        <Input id={`${idPrefix}-from`} name="from" type="date" defaultValue={from ?? ""} />
      </FilterField>
      <FilterField id={`${idPrefix}-to`} label={labels.to}>
        <Input id={`${idPrefix}-to`} name="to" type="date" defaultValue={to ?? ""} />
      </FilterField>
    </>
  );
}
