import { classNames } from './classNames.js';

/**
 * Grey placeholders the size of the content that is on its way, so nothing moves when it
 * arrives. The label is what screen readers hear instead ("Loading your bills…").
 */
export function Skeleton({ label, lines = 3, className }: { label: string; lines?: number; className?: string }) {
  return (
    <div className={classNames('skeleton', className)} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}
