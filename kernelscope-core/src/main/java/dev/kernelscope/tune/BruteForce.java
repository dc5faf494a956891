/* Brute force: every valid configuration in enumeration order (lazily; restrictions applied while walking). */
package dev.kernelscope.tune;

import java.util.Iterator;
import java.util.Optional;

final class BruteForce implements SearchStrategy {
    private final Iterator<Configuration> walk;

    BruteForce(SearchSpace space) {
        this.walk = space.valid().iterator();
    }

    @Override
    public Optional<Configuration> next() {
        return walk.hasNext() ? Optional.of(walk.next()) : Optional.empty();
    }

    @Override
    public void tell(Configuration configuration, double time) {}
}
