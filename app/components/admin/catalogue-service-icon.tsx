import { BedDouble, Car, Clock, Compass, CreditCard, Globe, Heart, Map, Phone, Shield, Ticket, User, type LucideIcon } from "lucide-react";
import { toServiceIcon, type ServiceIcon } from "~/domain/catalogue";

const ICONS: Record<ServiceIcon, LucideIcon> = {
  map: Map,
  user: User,
  bed: BedDouble,
  car: Car,
  phone: Phone,
  ticket: Ticket,
  globe: Globe,
  compass: Compass,
  shield: Shield,
  "credit-card": CreditCard,
  clock: Clock,
  heart: Heart,
};

/** A service's icon by name; an unknown name shows the globe (docs/product-spec.md §3). */
export function CatalogueServiceIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[toServiceIcon(name)];
  return <Icon aria-hidden className={className} />;
}
