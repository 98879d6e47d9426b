import { createRenderSlots } from './render-slots';

describe('render slots', () => {
  it('gives one client at most its share, and leaves the others theirs', () => {
    const slots = createRenderSlots({ perClient: 2, total: 10 });
    const greedy = [slots.take('127.0.0.2'), slots.take('127.0.0.2')];
    expect(slots.take('127.0.0.2')).toBeNull();
    const other = slots.take('127.0.0.1');
    expect(other).not.toBeNull();
    greedy[0]!();
    greedy[0]!(); // released once only
    expect(slots.inUse).toBe(2);
    expect(slots.take('127.0.0.2')).not.toBeNull();
    expect(slots.take('127.0.0.2')).toBeNull();
  });

  it('holds at most `total` renders in all', () => {
    const slots = createRenderSlots({ perClient: 2, total: 3 });
    const taken = ['a', 'b', 'c'].map((client) => slots.take(client));
    expect(slots.take('d')).toBeNull();
    taken[1]!();
    expect(slots.take('d')).not.toBeNull();
  });
});
