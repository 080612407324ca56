import { sql, type RawBuilder } from "kysely";
import { addDays, AGENCY_TIME_ZONE } from "~/domain/departures";
import {
  FUNNEL_KINDS,
  LOST_REASONS,
  SOURCE_CHANNELS,
  winRate,
  type EnquiryFunnel,
  type FunnelFigures,
  type FunnelKind,
  type FunnelSource,
  type LostReason,
  type SourceChannel,
} from "~/domain/enquiry-funnel";
import { zonedDayStart } from "~/domain/money-desk";
import { getDb, getDialect } from "~/server/platform/db.server";

export type { EnquiryFunnel, FunnelFigures, FunnelKind, FunnelSource, LostReason, SourceChannel };

/*
 * The Enquiries report's figures (issue #28; decision 0060), counted in SQL over the enquiries
 * received in a period (enquiries.created_at, indexed, alone or with the office): per kind, the
 * funnel, the median time to the first staff reply (window functions, on both databases), the
 * win rate, the lost reasons and the sources. Spam is left out everywhere: it is not an enquiry.
 * Each enquiry's first reply and quotes are read through the indexes on enquiry_events
 * (enquiry_id, created_at) and quotes (enquiry_id, created_at).
 */

export type EnquiryFunnelFilter = {
  /** The first and last days of the period (YYYY-MM-DD, inclusive) on the agency's calendar. */
  from: string;
  to: string;
  /** An office's id, or null for every office. */
  office: string | null;
};

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The seconds from one stored instant (ISO text) to another, as each database reads them. */
function secondsBetween(earlier: RawBuilder<unknown>, later: RawBuilder<unknown>): RawBuilder<number> {
  return getDialect() === "postgres"
    ? sql<number>`extract(epoch from (cast(${later} as timestamptz) - cast(${earlier} as timestamptz)))`
    : sql<number>`((julianday(${later}) - julianday(${earlier})) * 86400.0)`;
}

/**
 * The enquiries received in the period, one row each (`facts`, used four times: both databases
 * then compute it once): the report's kind, status, source channel and name, first staff reply
 * e-mail, first quote sent, and the status of its last sent quote. The first e-mails and the
 * quotes are grouped once for the period's enquiries, not looked up row by row.
 */
function facts(filter: EnquiryFunnelFilter): RawBuilder<unknown> {
  const start = zonedDayStart(filter.from, AGENCY_TIME_ZONE);
  const end = zonedDayStart(addDays(filter.to, 1), AGENCY_TIME_ZONE);
  const office = filter.office === null ? sql`` : sql`and e.office = ${filter.office}`;
  // The period's condition, on `enquiries e`: each part below reads the enquiries through it, so
  // the planner sees the table and its statistics (a shared CTE would hide them).
  const period = sql`e.created_at >= ${start} and e.created_at < ${end} and e.status <> 'spam' ${office}`;
  return sql`
    emails as (
      select ev.enquiry_id as enquiry_id, min(ev.created_at) as first_at
      from enquiry_events ev join enquiries e on e.id = ev.enquiry_id
      where ev.type = 'email' and ev.actor_id is not null and ${period}
      group by ev.enquiry_id
    ),
    sent as (
      -- The last sent quote's status rides on its sent_at (fixed-length ISO text), so no row-by-row lookup is needed.
      select q.enquiry_id as enquiry_id, min(q.sent_at) as first_at,
        substr(max(q.sent_at || q.status), length(max(q.sent_at)) + 1) as last_status
      from quotes q join enquiries e on e.id = q.enquiry_id
      where q.sent_at is not null and ${period}
      group by q.enquiry_id
    ),
    facts as (
      select
        case when e.kind in ('tour', 'air', 'cargo', 'visa') then e.kind else 'general' end as kind,
        e.status as status,
        case when e.utm_source is not null then 'campaign' when e.source_referrer_host is not null then 'referrer' else 'direct' end
          as channel,
        coalesce(e.utm_source, e.source_referrer_host) as name,
        e.created_at as created_at,
        emails.first_at as first_email_at,
        sent.first_at as first_quote_at,
        sent.last_status as last_quote_status
      from enquiries e
      left join emails on emails.enquiry_id = e.id
      left join sent on sent.enquiry_id = e.id
      where ${period}
    )`;
}

/** One row of the report's one statement: `part` says which figures it carries. */
type FunnelRow = {
  part: "counts" | "median" | "reason" | "source";
  kind: string;
  label: string | null;
  name: string | null;
  received: unknown;
  replied: unknown;
  quoted: unknown;
  won: unknown;
  lost: unknown;
  value: unknown;
};

/** The report's one statement: the four parts over one reading of the period's enquiries. */
function funnelStatement(filter: EnquiryFunnelFilter): RawBuilder<FunnelRow> {
  const firstReply = sql`case
      when first_email_at is null then first_quote_at
      when first_quote_at is null or first_email_at < first_quote_at then first_email_at
      else first_quote_at end`;
  const text = sql`cast(null as varchar(300))`;
  const count = sql`cast(null as bigint)`;
  return sql<FunnelRow>`
    with ${facts(filter)},
    replies as (
      select kind, ${secondsBetween(sql.ref("created_at"), firstReply)} as seconds
      from facts where first_email_at is not null or first_quote_at is not null
    ),
    everyone as (select kind, seconds from replies union all select 'all' as kind, seconds from replies),
    ranked as (
      select kind, seconds,
        row_number() over (partition by kind order by seconds) as place,
        count(*) over (partition by kind) as total
      from everyone
    )
    select 'counts' as part, kind, ${text} as label, ${text} as name,
      count(*) as received,
      sum(case when first_email_at is not null or first_quote_at is not null or status = 'quoted' then 1 else 0 end) as replied,
      sum(case when first_quote_at is not null or status = 'quoted' then 1 else 0 end) as quoted,
      sum(case when status = 'won' then 1 else 0 end) as won,
      sum(case when status = 'lost' then 1 else 0 end) as lost,
      cast(null as double precision) as value
    from facts group by kind
    union all
    select 'median', kind, ${text}, ${text}, ${count}, ${count}, ${count}, ${count}, ${count}, cast(avg(seconds) as double precision)
    from ranked where place = (total + 1) / 2 or place = (total + 2) / 2
    group by kind
    union all
    select 'reason', kind, reason, ${text}, count(*), ${count}, ${count}, ${count}, ${count}, cast(null as double precision)
    from (
      select kind,
        case
          when last_quote_status is null then 'not-quoted'
          when last_quote_status = 'declined' then 'quote-declined'
          when last_quote_status = 'withdrawn' then 'quote-withdrawn'
          when last_quote_status = 'accepted' then 'other'
          else 'quote-unanswered'
        end as reason
      from facts where status = 'lost'
    ) lost
    group by kind, reason
    union all
    select 'source', kind, channel, name, count(*), ${count}, ${count}, ${count}, ${count}, cast(null as double precision)
    from facts group by kind, channel, name`;
}

/** The funnel of the enquiries received from `from` to `to` (inclusive), per kind and for all. */
export async function enquiryFunnel(filter: EnquiryFunnelFilter): Promise<EnquiryFunnel> {
  if (!DAY.test(filter.from) || !DAY.test(filter.to) || filter.from > filter.to) {
    throw new RangeError(`Not a period: ${filter.from}..${filter.to}`);
  }
  const { rows } = await funnelStatement(filter).execute(getDb());

  const figures = new Map<FunnelKind | "all", FunnelFigures>();
  const of = (kind: FunnelKind | "all") => {
    let entry = figures.get(kind);
    if (!entry) {
      entry = {
        received: 0,
        replied: 0,
        quoted: 0,
        won: 0,
        lost: 0,
        medianFirstReplySeconds: null,
        winRate: null,
        lostReasons: [],
        sources: [],
      };
      figures.set(kind, entry);
    }
    return entry;
  };
  const counts = rows.filter((row) => row.part === "counts");
  const medians = rows.filter((row) => row.part === "median");
  const reasons = rows
    .filter((row) => row.part === "reason")
    .map((row) => ({ kind: row.kind, reason: row.label ?? "", count: row.received }));
  const sources = rows
    .filter((row) => row.part === "source")
    .map((row) => ({ kind: row.kind, channel: row.label ?? "", name: row.name, count: row.received }));
  for (const row of counts) {
    for (const entry of [of(row.kind as FunnelKind), of("all")]) {
      entry.received += Number(row.received);
      entry.replied += Number(row.replied);
      entry.quoted += Number(row.quoted);
      entry.won += Number(row.won);
      entry.lost += Number(row.lost);
    }
  }
  for (const row of medians) of(row.kind as FunnelKind | "all").medianFirstReplySeconds = Math.round(Number(row.value));
  for (const row of reasons) {
    if (!(LOST_REASONS as readonly string[]).includes(row.reason)) continue;
    for (const entry of [of(row.kind as FunnelKind), of("all")])
      add(entry.lostReasons, { reason: row.reason as LostReason, count: Number(row.count) });
  }
  for (const row of sources) {
    if (!(SOURCE_CHANNELS as readonly string[]).includes(row.channel)) continue;
    const source = { channel: row.channel as SourceChannel, name: row.name, count: Number(row.count) };
    for (const entry of [of(row.kind as FunnelKind), of("all")]) addSource(entry.sources, source);
  }
  const finished = (entry: FunnelFigures): FunnelFigures => ({
    ...entry,
    winRate: winRate(entry.won, entry.lost),
    lostReasons: entry.lostReasons.sort((a, b) => b.count - a.count || LOST_REASONS.indexOf(a.reason) - LOST_REASONS.indexOf(b.reason)),
    sources: entry.sources.sort(
      (a, b) =>
        b.count - a.count ||
        SOURCE_CHANNELS.indexOf(a.channel) - SOURCE_CHANNELS.indexOf(b.channel) ||
        (a.name ?? "").localeCompare(b.name ?? ""),
    ),
  });
  return {
    from: filter.from,
    to: filter.to,
    office: filter.office,
    kinds: FUNNEL_KINDS.map((kind) => ({ kind, ...finished(of(kind)) })),
    all: finished(of("all")),
  };
}

function add(reasons: { reason: LostReason; count: number }[], next: { reason: LostReason; count: number }): void {
  const found = reasons.find((entry) => entry.reason === next.reason);
  if (found) found.count += next.count;
  else reasons.push({ ...next });
}

function addSource(sources: FunnelSource[], next: FunnelSource): void {
  const found = sources.find((entry) => entry.channel === next.channel && entry.name === next.name);
  if (found) found.count += next.count;
  else sources.push({ ...next });
}
