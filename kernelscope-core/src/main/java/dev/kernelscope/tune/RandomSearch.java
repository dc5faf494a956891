/* Random search: valid configurations drawn uniformly, none twice; the baseline every other strategy must beat. */
package dev.kernelscope.tune;

import java.util.Optional;

final class RandomSearch extends BaseStrategy {
    RandomSearch(SearchSpace space, long seed) {
        super(space, seed);
    }

    @Override
    Optional<Configuration> propose() {
        return randomUnmeasured();
    }
}
