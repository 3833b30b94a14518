import type { VideoListView } from '../video-lists';

/**
 * Hidden fields that carry the rest of the view through a plain GET form (before the script runs):
 * the sort form keeps the filters, the filter form keeps the order.
 */
export function KeptFields({ view, keep }: { view: VideoListView; keep: 'filters' | 'order' }) {
  if (keep === 'order') {
    return (
      <>
        {view.orderParam !== null ? <input type="hidden" name="order" value={view.orderParam} /> : null}
        {view.orderParam === 'random' && view.seed !== null ? <input type="hidden" name="seed" value={view.seed} /> : null}
        {view.tag !== null ? <input type="hidden" name="tag" value={view.tag} /> : null}
      </>
    );
  }
  return (
    <>
      {view.tag !== null ? <input type="hidden" name="tag" value={view.tag} /> : null}
      {view.types.map((type) => <input key={type} type="hidden" name="type" value={type} />)}
      {view.from !== null ? <input type="hidden" name="from" value={view.from} /> : null}
      {view.until !== null ? <input type="hidden" name="until" value={view.until} /> : null}
      {view.models.map((model) => <input key={`model-${model}`} type="hidden" name="model" value={model} />)}
    </>
  );
}
