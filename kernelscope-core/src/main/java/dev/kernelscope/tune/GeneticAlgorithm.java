/*
 * A steady-state genetic algorithm: a population of 20, parents by tournament of 3 on time, uniform crossover,
 * each gene mutated with probability 1/dimensions (at least one gene when the child equals a parent); a child that
 * breaks a restriction is mutated again, up to 32 times. A better child replaces the worst member.
 */
package dev.kernelscope.tune;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

final class GeneticAlgorithm extends BaseStrategy {
    private static final int POPULATION = 20;
    private static final int TOURNAMENT = 3;
    private static final int MAX_INTERNAL_STEPS = 1_000;

    private final List<Configuration> population = new ArrayList<>();

    GeneticAlgorithm(SearchSpace space, long seed) {
        super(space, seed);
    }

    @Override
    Optional<Configuration> propose() {
        if (population.size() < POPULATION) {
            Optional<Configuration> fresh = randomUnmeasured();
            if (fresh.isPresent() || population.size() < 2) {
                return fresh;
            }
        }
        for (int i = 0; i < MAX_INTERNAL_STEPS; i++) {
            Configuration child = child(tournament(), tournament());
            if (child == null) {
                continue;
            }
            if (!isMeasured(child)) {
                return Optional.of(child);
            }
        }
        return randomUnmeasured();
    }

    @Override
    void observe(Configuration configuration, double time) {
        if (population.size() < POPULATION) {
            population.add(configuration);
            return;
        }
        Configuration worst = population.stream().max(Comparator.comparingDouble(this::timeOf)).orElseThrow();
        if (time < timeOf(worst)) {
            population.remove(worst);
            population.add(configuration);
        }
    }

    private Configuration tournament() {
        Configuration winner = null;
        for (int i = 0; i < TOURNAMENT; i++) {
            Configuration c = population.get(random.nextInt(population.size()));
            if (winner == null || timeOf(c) < timeOf(winner)) {
                winner = c;
            }
        }
        return winner;
    }

    private Configuration child(Configuration a, Configuration b) {
        int dims = space.dimensions();
        int[] genes = new int[dims];
        for (int d = 0; d < dims; d++) {
            genes[d] = random.nextBoolean() ? a.index(d) : b.index(d);
        }
        for (int attempt = 0; attempt < 32; attempt++) {
            int[] mutated = genes.clone();
            boolean changed = false;
            for (int d = 0; d < dims; d++) {
                if (space.cardinality(d) > 1 && random.nextDouble() < 1.0 / dims) {
                    mutated[d] = random.nextInt(space.cardinality(d));
                    changed = true;
                }
            }
            if (!changed || java.util.Arrays.equals(mutated, a.indices()) || java.util.Arrays.equals(mutated, b.indices())) {
                int d = random.nextInt(dims);
                mutated[d] = random.nextInt(space.cardinality(d));
            }
            if (space.isValid(mutated)) {
                return new Configuration(space, mutated);
            }
        }
        return null;
    }
}
