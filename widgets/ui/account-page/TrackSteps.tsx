// The tracking steps, with the stage the order has reached highlighted (aria-current="step").
import type { TrackProgress } from '../../domain/order-status.js';

export function TrackSteps({ progress }: { progress: Pick<TrackProgress, 'stages' | 'reached'> }) {
  const { stages, reached } = progress;
  return (
    <ol className="steps" part="steps">
      {stages.map((stage, i) => (
        <li key={stage} className={i < reached ? 'step done' : i === reached ? 'step done current' : 'step'} aria-current={i === reached ? 'step' : undefined}>
          <span className="dot" aria-hidden="true">
            {i <= reached ? '✓' : i + 1}
          </span>
          <span className="label">{stage}</span>
          {i === reached && <span className="visually-hidden"> (current stage)</span>}
        </li>
      ))}
    </ol>
  );
}
