import { Quote } from "lucide-react";
import type { SiteContent } from "~/domain/site-content";
import { Stars } from "./stars";

/** A testimonial as the site content holds it, in the page's language. */
export type Testimonial = SiteContent["testimonials"]["items"][number];

/** One customer's words, with their avatar (when there is one), name, home town and star rating out of 5. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-4">
        <Stars rating={testimonial.rating} />
        <Quote aria-hidden className="size-8 text-brand-100" />
      </div>
      <blockquote className="flex-1 text-ink">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        {testimonial.avatar ? (
          <img
            src={testimonial.avatar}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="size-12 rounded-full bg-brand-50"
          />
        ) : null}
        <span className="flex flex-col">
          <span className="font-semibold text-ink">{testimonial.name}</span>
          <span className="text-sm text-muted">{testimonial.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}
