import { Quote } from "lucide-react";
import type { Testimonial } from "~/content/testimonials";
import { Stars } from "./stars";

/** One customer's words, with their avatar, name, home town and star rating out of 5. */
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
        <img
          src={testimonial.avatar}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-12 rounded-full bg-brand-50"
        />
        <span className="flex flex-col">
          <span className="font-semibold text-ink">{testimonial.name}</span>
          <span className="text-sm text-muted">{testimonial.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}
