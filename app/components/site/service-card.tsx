import { CatalogueServiceIcon } from "~/components/admin/catalogue-service-icon";
import type { Service } from "~/domain/catalogue";

/** A service: its icon (chosen by name, unknown names show the globe), title and description. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <CatalogueServiceIcon name={service.icon} className="size-6" />
      </span>
      <h3 className="text-lg font-semibold text-ink">{service.title}</h3>
      <p className="text-muted">{service.description}</p>
    </article>
  );
}
