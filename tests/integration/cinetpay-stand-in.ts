import http from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A small stand-in for CinetPay's checkout API on 127.0.0.1 (issue #27): `POST /v2/payment`
 * answers code 201 and a payment page on itself; `POST /v2/payment/check` answers what the
 * test set for the transaction, a refusal of the request, or a dropped connection. Every
 * request it received is kept, bodies parsed, for the test to read.
 */

export type StandInStatus =
  | { answer: "status"; status: string; amount: string; currency: string }
  /** The check request itself refused, as CinetPay answers a wrong key. */
  | { answer: "refuse" }
  /** The connection dropped without an answer. */
  | { answer: "drop" };

export type CinetPayStandIn = {
  url: string;
  requests: { path: string; body: Record<string, unknown> }[];
  statuses: Map<string, StandInStatus>;
  close: () => Promise<void>;
};

export async function startCinetPayStandIn(): Promise<CinetPayStandIn> {
  const requests: CinetPayStandIn["requests"] = [];
  const statuses = new Map<string, StandInStatus>();
  let url = "";
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      } catch {
        // Kept empty: the test sees what was sent.
      }
      requests.push({ path: req.url ?? "", body });
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(value));
      if (req.method === "POST" && req.url === "/v2/payment") {
        return json(200, {
          code: "201",
          message: "CREATED",
          description: "Transaction created with success",
          data: { payment_token: "stand-in-token", payment_url: `${url}/payment/${String(body.transaction_id)}` },
          api_response_id: "stand-in",
        });
      }
      if (req.method === "POST" && req.url === "/v2/payment/check") {
        const status = statuses.get(String(body.transaction_id));
        if (!status || status.answer === "refuse") return json(403, { code: "609", message: "AUTH_NOT_FOUND", data: [] });
        if (status.answer === "drop") return req.socket.destroy();
        return json(200, {
          code: status.status === "ACCEPTED" ? "00" : "627",
          message: status.status === "ACCEPTED" ? "SUCCES" : "TRANSACTION_CANCEL",
          data: { amount: status.amount, currency: status.currency, status: status.status, payment_method: "OM", operator_id: "MP1" },
          api_response_id: "stand-in",
        });
      }
      json(404, { code: "404", message: "NOT_FOUND" });
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    statuses,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
