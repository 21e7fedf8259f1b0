// The four tracking steps, with the stage the order has reached highlighted (aria-current="step").
import { ORDER_TRACK_STAGES } from './track-stages.js';

export function TrackSteps({ reached }: { reached: number }) {
  return (
    <ol className="steps" part="steps">
      {ORDER_TRACK_STAGES.map((stage, i) => (
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
