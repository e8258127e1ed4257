import { describe, expect, it } from 'vitest';
import { sameBothWays } from './commute-verifications';

describe('commute verification lines', () => {
  it('while the same-both-ways box is ticked, the distance back is the distance there', () => {
    expect(sameBothWays({ towards_backwards_is_same: true, mileage_towards: 23.5, mileage_backwards: 10 })).toMatchObject({ mileage_backwards: 23.5 });
    expect(sameBothWays({ towards_backwards_is_same: true, mileage_towards: null, mileage_backwards: 10 })).toMatchObject({ mileage_backwards: null });
  });

  it('unticked, the distance back is the user’s own', () => {
    expect(sameBothWays({ towards_backwards_is_same: false, mileage_towards: 23.5, mileage_backwards: 21 })).toMatchObject({ mileage_backwards: 21 });
  });
});
