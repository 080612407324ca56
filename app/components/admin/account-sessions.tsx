import { LogOut, MonitorSmartphone } from "lucide-react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { ACCOUNT_TEXTS as TEXTS } from "~/content/account";

export type SessionRow = { id: string; device: string | null; current: boolean; createdLabel: string; lastSeenLabel: string };

/** The user's sessions, this browser's first marked; each other one can be ended, or all of them at once. */
export function AccountSessions({ sessions, intro }: { sessions: SessionRow[]; intro: string }) {
  const others = sessions.filter((session) => !session.current);
  return (
    <Card role="region" aria-labelledby="sessions-title">
      <CardHeader>
        <CardTitle id="sessions-title">{TEXTS.sessionsTitle}</CardTitle>
        <CardDescription>{intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label={TEXTS.sessionsLabel} className="divide-y divide-gray-200">
          {[...sessions.filter((session) => session.current), ...others].map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 items-start gap-3">
                <MonitorSmartphone aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
                <div className="min-w-0 space-y-0.5">
                  <p className="font-medium text-ink">
                    {session.device ?? TEXTS.unknownDevice}{" "}
                    {session.current ? <Badge className="ms-1 align-middle">{TEXTS.thisSession}</Badge> : null}
                  </p>
                  <p className="text-sm text-muted">
                    {TEXTS.signedIn}: {session.createdLabel} · {TEXTS.lastActive}: {session.lastSeenLabel}
                  </p>
                </div>
              </div>
              {session.current ? null : (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="session" value={session.id} />
                  <Button type="submit" variant="outline" size="sm">
                    <LogOut aria-hidden className="rtl:rotate-180" />
                    {TEXTS.endSession}
                    <span className="sr-only">
                      : {session.device ?? TEXTS.unknownDevice}, {TEXTS.lastActive} {session.lastSeenLabel}
                    </span>
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {others.length > 0 ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="end-other-sessions" />
            <Button type="submit" variant="outline">
              <LogOut aria-hidden className="rtl:rotate-180" />
              {TEXTS.endOtherSessions}
            </Button>
          </Form>
        ) : (
          <p className="text-sm text-muted">{TEXTS.noOtherSessions}</p>
        )}
      </CardFooter>
    </Card>
  );
}
