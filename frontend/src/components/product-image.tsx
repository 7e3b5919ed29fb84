import { createElement, useState } from 'react';
import {
  Apple,
  Beef,
  Carrot,
  Coffee,
  Cookie,
  Croissant,
  CupSoda,
  Drumstick,
  Egg,
  Fish,
  IceCreamCone,
  Milk,
  Package,
  Pizza,
  Salad,
  Sandwich,
  SprayCan,
  Utensils,
  Wheat,
  Wine,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * Categories name their icon in lucide's kebab-case ("cup-soda"). Only these are bundled (importing
 * lucide's whole set would add ~100 KB); an unknown name falls back to a package.
 */
const CATEGORY_ICONS: Record<string, LucideIcon> = {
  apple: Apple,
  beef: Beef,
  carrot: Carrot,
  coffee: Coffee,
  cookie: Cookie,
  croissant: Croissant,
  'cup-soda': CupSoda,
  drumstick: Drumstick,
  egg: Egg,
  fish: Fish,
  'ice-cream-cone': IceCreamCone,
  milk: Milk,
  pizza: Pizza,
  salad: Salad,
  sandwich: Sandwich,
  'spray-can': SprayCan,
  utensils: Utensils,
  wheat: Wheat,
  wine: Wine,
};

export const categoryIcon = (name: string | null | undefined): LucideIcon => (name && CATEGORY_ICONS[name]) || Package;

/** A category's icon by its name (decorative). */
export function CategoryIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  return createElement(categoryIcon(name), { className, strokeWidth: 1.5, 'aria-hidden': true });
}

/**
 * A product's photo, or — without one, or when it fails to load — a placeholder with its category's
 * icon: never a broken image. `alt` empty means decorative (the name is written next to it).
 */
export function ProductImage({
  src,
  alt,
  icon,
  className,
  iconClassName = 'h-10 w-10',
}: {
  src: string | null | undefined;
  alt: string;
  /** The category's icon name. */
  icon?: string | null;
  className?: string;
  iconClassName?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={cn('h-full w-full object-cover', className)}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <div
      data-testid="product-image-placeholder"
      className={cn('grid h-full w-full place-items-center bg-slate-100 text-slate-400', className)}
      {...(alt ? { role: 'img', 'aria-label': `Sem foto de ${alt}` } : { 'aria-hidden': true })}
    >
      <CategoryIcon name={icon} className={iconClassName} />
    </div>
  );
}
