import { Form, Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { SaveProblemAlert } from "~/components/admin/problem-alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { PAYMENT_PROBLEM_WORDS, PAYMENT_TEXTS as TEXTS } from "~/content/payments-admin";
import { REASON_MAX } from "~/domain/ledger";
import { handleReversalPost, loadReversal } from "./payment-screens.server";
import type { Route } from "./+types/payment-reverse";

/** Reversing a payment or a refund (/admin/payments/:id/reverse, admins): the page asks first, with the reason. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadReversal(params.id, context);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleReversalPost(request, params.id, context);
}

export default function PaymentReverseScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { title, question, back, reversed } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <AdminPageHeader back={{ to: back, label: TEXTS.cancel }} title={title} />
      <SaveProblemAlert problem={actionData?.problem} reloadLabel={TEXTS.cancel} />
      <Card>
        {reversed ? (
          <CardContent className="pt-5">
            <p>{PAYMENT_PROBLEM_WORDS["already-reversed"]}</p>
          </CardContent>
        ) : (
          <Form method="post" aria-label={title}>
            <CardContent className="space-y-4 pt-5">
              <p>{question}</p>
              <Field name="reason" label={TEXTS.fields.reason.label} hint={TEXTS.fields.reason.hint} error={actionData?.fieldError}>
                {(control) => <Textarea {...control} required maxLength={REASON_MAX} rows={3} defaultValue={actionData?.reason ?? ""} />}
              </Field>
            </CardContent>
            <CardFooter className="flex-wrap justify-end">
              <Button asChild variant="outline">
                <Link to={back}>{TEXTS.cancel}</Link>
              </Button>
              <Button type="submit" variant="destructive">
                {TEXTS.confirmReverse}
              </Button>
            </CardFooter>
          </Form>
        )}
      </Card>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title ?? TEXTS.panelTitle);
