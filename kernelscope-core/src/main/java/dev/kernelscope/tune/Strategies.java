/*
 * The strategies by name, for --strategy and replay: one list, each with a one-line description. The default is
 * the model-based search, chosen by replaying the Kernel Tuner caches (docs/tuning.md has the comparison).
 */
package dev.kernelscope.tune;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

public enum Strategies {
    BRUTE_FORCE("brute-force", "every valid configuration in order", (space, seed) -> new BruteForce(space)),
    RANDOM("random", "uniformly random valid configurations, none twice", RandomSearch::new),
    ANNEALING("annealing", "simulated annealing over one-parameter moves, on log time", SimulatedAnnealing::new),
    GENETIC("genetic", "a genetic algorithm: tournament selection, uniform crossover, mutation", GeneticAlgorithm::new),
    GREEDY_ILS("greedy-ils", "greedy iterated local search: hill climbing, random-walk perturbation, restarts",
            GreedyIls::new),
    SURROGATE("surrogate", "model-based: a random forest on log time ranks unmeasured configurations by expected"
            + " improvement, with local refinement of the best (default)", SurrogateSearch::new);

    public static final Strategies DEFAULT = SURROGATE;

    private final String id;
    private final String description;
    private final BiFunction<SearchSpace, Long, SearchStrategy> factory;

    Strategies(String id, String description, BiFunction<SearchSpace, Long, SearchStrategy> factory) {
        this.id = id;
        this.description = description;
        this.factory = factory;
    }

    public String id() { return id; }

    public String description() { return description; }

    public SearchStrategy create(SearchSpace space, long seed) {
        return factory.apply(space, seed);
    }

    /** A comma-separated list of strategies, or "all" (for replay). */
    public static java.util.List<Strategies> parseList(String text) {
        return text.strip().equalsIgnoreCase("all") ? java.util.List.of(values())
                : Arrays.stream(text.split(",")).map(Strategies::parse).toList();
    }

    public static Strategies parse(String text) {
        String wanted = text.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        for (Strategies s : values()) {
            if (s.id.equals(wanted) || s.name().toLowerCase(Locale.ROOT).replace('_', '-').equals(wanted)) {
                return s;
            }
        }
        throw new InvalidInputException("Unknown strategy '" + UserText.quote(text) + "'. The strategies are: "
                + Arrays.stream(values()).map(Strategies::id).collect(Collectors.joining(", ")) + ".");
    }
}
