import { useRouteLoaderData } from "react-router";
import { companyNameOf } from "./seo";

/** The company name as admins set it (site content, issue #11), for titles rendered in a page's body. */
export function useCompanyName(): string {
  return companyNameOf(useRouteLoaderData("routes/public/layout"));
}
