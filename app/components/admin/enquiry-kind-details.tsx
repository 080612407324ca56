import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

/**
 * The fields of an enquiry from one of the forms (issue #13), as a definition list in the
 * form's order: the route and dates of a flight, what cargo is sent and its weight, a tour's
 * departure and party. Values keep their line breaks (what is sent may take several lines).
 */
export function EnquiryKindDetails({ title, facts, unreadable }: { title: string; facts: [string, string][]; unreadable?: string }) {
  return (
    <section aria-labelledby="enquiry-kind-details">
      <Card>
        <CardHeader>
          <CardTitle id="enquiry-kind-details">{title}</CardTitle>
        </CardHeader>
        <CardContent>
          {unreadable ? (
            <p className="text-sm text-muted">{unreadable}</p>
          ) : (
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted">{label}</dt>
                  <dd className="font-medium break-words whitespace-pre-line text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
