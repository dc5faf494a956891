/*
 * Model-based search (the default): after a random initial design, a random forest is fitted to the log time of
 * the configurations that ran (features: each parameter's value rank; a parameter whose values are 0..k-1 is an
 * enumeration, split as unordered categories) and a second one to which failed, and each
 * step measures the candidate with the highest expected improvement times its chance to run, every other step the
 * best-predicted one-parameter change of the best configurations. Candidates are a sample of the space plus those
 * changes, so a step costs about the same in a space of 10^4 points or 10^6.
 */
package dev.kernelscope.tune;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

final class SurrogateSearch extends BaseStrategy {
    /** Spaces up to this many valid points are listed once; larger ones are represented by a sample this size. */
    private static final int POOL_LIMIT = 100_000;
    private static final int SAMPLED_POOL = 20_000;
    /**
     * Candidates scored per expected-improvement step, drawn from the pool, besides the one-parameter changes of
     * the best configurations. Scoring the whole 17,956-point GEMM space cost ~40 ms a step; predicting is most
     * of a step's time with 2,000 candidates (profiled: 55%, fitting 30%), so the sample is kept small
     * (docs/tuning.md has the cost).
     */
    private static final int CANDIDATES = 500;
    /**
     * Fitting is most of the tuner's time between two configurations (JFR: Tree.build the top frame in 48% of
     * samples, predicting 19%). 16 trees (and 8 for failures) instead of 24 and 12 cut it from 2.4-3.0 to 1.6 ms a
     * configuration on the GEMM caches (2-core development machine), and over seeds 1-40 of all nine caches the
     * median evaluations to 5% moved within the seeds' spread (docs/tuning.md has both tables).
     */
    private static final int TREES = 16;
    /** The failure model only ranks candidates by their chance to run: fewer trees do. */
    private static final int FAILURE_TREES = 8;
    private static final int MIN_LEAF = 1;
    private static final double FEATURES_PER_SPLIT = 0.5;
    /**
     * Random configurations before the first model. 20 rather than twice the tuned parameters (8 for pnpoly's
     * four): with 8, a seed whose first samples missed the best region stayed on a plateau (pnpoly_RTX_3060_laptop).
     */
    private static final int INITIAL_DESIGN = 20;
    /** Expected improvement's margin on log time: prefer candidates predicted at least 1% better. */
    private static final double XI = 0.01;
    /**
     * Every LOCAL_EVERY-th step measures the best-predicted unmeasured one-parameter change of the LOCAL_TOP best
     * configurations instead. Without it no seed of 10 found pnpoly_RTX_Titan's single point within 5% in 200
     * evaluations; with it 8 of 10 did.
     */
    private static final int LOCAL_TOP = 3;
    private static final int LOCAL_EVERY = 2;

    private final int[] tunedDims;          // parameters with more than one value: the models' features
    private final int[][] rank;             // rank[i][v]: the rank of value v of tuned parameter i among its values
    private final boolean[] enumeration;    // tuned parameter i names one of k choices (values 0..k-1, k >= 3)
    private List<Configuration> pool;       // the listed space or a sample of it
    private final List<Configuration> order = new ArrayList<>();   // measured, in order told
    private RandomForest forest;            // log time of the configurations that ran
    private RandomForest failures;          // P(failed), null while nothing failed

    SurrogateSearch(SearchSpace space, long seed) {
        super(space, seed);
        List<Integer> dims = new ArrayList<>();
        for (int d = 0; d < space.dimensions(); d++) {
            if (space.cardinality(d) > 1) {
                dims.add(d);
            }
        }
        tunedDims = dims.stream().mapToInt(Integer::intValue).toArray();
        rank = new int[tunedDims.length][];
        enumeration = new boolean[tunedDims.length];
        for (int i = 0; i < tunedDims.length; i++) {
            int d = tunedDims[i];
            Integer[] byValue = new Integer[space.cardinality(d)];
            for (int v = 0; v < byValue.length; v++) {
                byValue[v] = v;
            }
            Arrays.sort(byValue, Comparator.comparingLong(v -> space.value(d, v)));
            rank[i] = new int[byValue.length];
            for (int r = 0; r < byValue.length; r++) {
                rank[i][byValue[r]] = r;
            }
            enumeration[i] = isEnumeration(space, d);
        }
    }

    @Override
    void observe(Configuration configuration, double time) {
        order.add(configuration);
    }

    @Override
    Optional<Configuration> propose() {
        if (order.size() < INITIAL_DESIGN || finiteCount() < 2) {
            return randomUnmeasured();
        }
        if (pool == null) {
            pool = space.allValid(POOL_LIMIT).orElseGet(this::samplePool);
        }
        // refitted every step: reusing the previous step's models for the local steps halved the fitting but
        // raised gemm_RTX_2080_Ti's median evaluations to 5% from 98.5 to 120 (20 seeds)
        forest = fit();
        failures = fitFailures();
        List<Configuration> top = topMeasured();
        if (order.size() % LOCAL_EVERY == 0) {
            Optional<Configuration> local = bestNeighbour(top);
            if (local.isPresent()) {
                return local;
            }
        }
        double bestLog = Math.log(bestTime);
        double[] row = new double[tunedDims.length];
        double[] prediction = new double[2];
        Configuration chosen = null;
        double chosenScore = Double.NEGATIVE_INFINITY;
        List<Configuration> candidates = new ArrayList<>();
        for (Configuration c : top) {
            candidates.addAll(space.neighbours(c, false));
        }
        int draws = Math.min(CANDIDATES, pool.size());
        if (draws == pool.size()) {
            candidates.addAll(pool);
        } else {
            for (int i = 0; i < draws; i++) {
                candidates.add(pool.get(random.nextInt(pool.size())));
            }
        }
        for (Configuration c : candidates) {
            if (isMeasured(c)) {
                continue;
            }
            features(c, row);
            forest.predict(row, prediction);
            double score = expectedImprovement(bestLog - XI - prediction[0], prediction[1]);
            if (score > chosenScore && failures != null) {
                // P(runs) <= 1 only lowers a score: the failure model is consulted only for a would-be choice
                failures.predict(row, prediction);
                score *= 1 - prediction[0];
            }
            if (score > chosenScore) {
                chosenScore = score;
                chosen = c;
            }
        }
        return chosen != null ? Optional.of(chosen) : randomUnmeasured();
    }

    private List<Configuration> topMeasured() {
        return measured.entrySet().stream().filter(e -> Double.isFinite(e.getValue()))
                .sorted(java.util.Map.Entry.comparingByValue()).limit(LOCAL_TOP)
                .map(java.util.Map.Entry::getKey).toList();
    }

    /** The unmeasured one-parameter change of one of the best configurations that the model predicts fastest. */
    private Optional<Configuration> bestNeighbour(List<Configuration> top) {
        double[] row = new double[tunedDims.length];
        double[] prediction = new double[2];
        Configuration chosen = null;
        double chosenMean = Double.POSITIVE_INFINITY;
        Set<Configuration> around = new HashSet<>();
        for (Configuration t : top) {
            around.addAll(space.neighbours(t, false));
        }
        for (Configuration c : around) {
            if (isMeasured(c)) {
                continue;
            }
            features(c, row);
            forest.predict(row, prediction);
            double mean = prediction[0];
            if (mean < chosenMean && failures != null) {
                // a change into a region that fails (larger tiles past a limit) is no refinement
                failures.predict(row, prediction);
                mean = prediction[0] > 0.5 ? Double.POSITIVE_INFINITY : mean;
            }
            if (mean < chosenMean) {
                chosenMean = mean;
                chosen = c;
            }
        }
        return Optional.ofNullable(chosen);
    }

    private int finiteCount() {
        int n = 0;
        for (double t : measured.values()) {
            if (Double.isFinite(t)) {
                n++;
            }
        }
        return n;
    }

    /** The time model: log time of every configuration that ran (failures are the failure model's). */
    private RandomForest fit() {
        List<Configuration> ran = order.stream().filter(c -> Double.isFinite(timeOf(c))).toList();
        double[][] x = new double[ran.size()][tunedDims.length];
        double[] y = new double[ran.size()];
        for (int i = 0; i < ran.size(); i++) {
            features(ran.get(i), x[i]);
            y[i] = Math.log(timeOf(ran.get(i)));
        }
        return RandomForest.fit(x, y, cardinality(), enumeration, TREES, perSplit(), MIN_LEAF, random.split());
    }

    private int perSplit() {
        return Math.max(1, (int) Math.ceil(tunedDims.length * FEATURES_PER_SPLIT));
    }

    /**
     * Whether parameter {@code d}'s values are exactly 0..k-1 with k >= 3: Kernel Tuner's way to choose among methods
     * (pnpoly's between_method 0-3 and use_method 0-2), whose order means nothing, where sizes, widths and counts
     * (16..128, 1..8) are ordered. Split by value order, method 1 (the slowest on every pnpoly cache) sat between
     * 0 and 2 and the forest rated 0 as slow as 1; split as categories, pnpoly_RTX_3060_laptop's median evaluations
     * to 5% fell from 75 to 29.5 (seeds 1-20) and from 113 to 53.5 (seeds 101-140). Two values split the same
     * either way, so flags stay ordered (and the GEMM and convolution caches, with no such parameter, replay
     * exactly as before).
     */
    static boolean isEnumeration(SearchSpace space, int d) {
        int k = space.cardinality(d);
        if (k < 3 || k > RandomForest.MAX_CATEGORIES) {
            return false;
        }
        boolean[] seen = new boolean[k];
        for (int v = 0; v < k; v++) {
            long value = space.value(d, v);
            if (value < 0 || value >= k || seen[(int) value]) {
                return false;
            }
            seen[(int) value] = true;
        }
        return true;
    }

    private int[] cardinality() {
        int[] cardinality = new int[tunedDims.length];
        for (int i = 0; i < tunedDims.length; i++) {
            cardinality[i] = space.cardinality(tunedDims[i]);
        }
        return cardinality;
    }

    /** A forest on 1 (failed) / 0 (ran), or null while nothing failed. */
    private RandomForest fitFailures() {
        int n = order.size();
        double[][] x = new double[n][tunedDims.length];
        double[] y = new double[n];
        boolean any = false;
        for (int i = 0; i < n; i++) {
            features(order.get(i), x[i]);
            y[i] = Double.isFinite(timeOf(order.get(i))) ? 0 : 1;
            any |= y[i] == 1;
        }
        if (!any) {
            return null;
        }
        return RandomForest.fit(x, y, cardinality(), enumeration, FAILURE_TREES, perSplit(), MIN_LEAF, random.split());
    }

    private void features(Configuration c, double[] row) {
        for (int i = 0; i < tunedDims.length; i++) {
            row[i] = rank[i][c.index(tunedDims[i])];
        }
    }

    /** E[max(0, f* - f)] for f ~ N(mean, sigma), with gap = f* - mean. */
    private static double expectedImprovement(double gap, double sigma) {
        if (sigma < 1e-12) {
            return Math.max(gap, 0) + 1e-12 * gap;
        }
        double z = gap / sigma;
        return gap * normalCdf(z) + sigma * Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
    }

    private static double normalCdf(double z) {
        return 0.5 * erfc(-z / Math.sqrt(2));
    }

    /** Complementary error function (Numerical Recipes' Chebyshev fit, relative error < 1.2e-7). */
    private static double erfc(double x) {
        double z = Math.abs(x);
        double t = 1 / (1 + 0.5 * z);
        double r = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418
                + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587
                + t * (-0.82215223 + t * 0.17087277)))))))));
        return x >= 0 ? r : 2 - r;
    }

    private List<Configuration> samplePool() {
        Set<Configuration> sample = new HashSet<>();
        for (int i = 0; i < SAMPLED_POOL * 4 && sample.size() < SAMPLED_POOL; i++) {
            space.randomValid(random).ifPresent(sample::add);
        }
        return new ArrayList<>(sample);
    }
}
