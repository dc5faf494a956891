/*
 * A compact random-forest regressor for the model-based strategy (Breiman's: bootstrap samples, a random subset
 * of features per split, variance-reducing splits, fully grown to a minimum leaf size). The spread of the trees'
 * predictions is the uncertainty that expected improvement needs (as in SMAC). Inputs are a few hundred samples
 * of at most a few dozen features, so a plain implementation fits in microseconds; Smile would add a large
 * dependency for this one model. Features are value positions; a categorical one (a choice among methods) is split
 * into two sets of values rather than at a threshold.
 */
package dev.kernelscope.tune;

import java.util.Arrays;
import java.util.SplittableRandom;

final class RandomForest {
    /** A categorical feature's values going left are a bit set in a long. */
    static final int MAX_CATEGORIES = 64;
    private final Tree[] trees;

    private RandomForest(Tree[] trees) {
        this.trees = trees;
    }

    /** Fits {@code treeCount} trees on rows {@code x} (features, all ordered) and targets {@code y}. */
    static RandomForest fit(double[][] x, double[] y, int[] cardinality, int treeCount, int featuresPerSplit,
                            int minLeaf, SplittableRandom random) {
        return fit(x, y, cardinality, new boolean[cardinality.length], treeCount, featuresPerSplit, minLeaf, random);
    }

    /** As above; {@code categorical[f]}: feature f's values (at most MAX_CATEGORIES) are unordered categories. */
    static RandomForest fit(double[][] x, double[] y, int[] cardinality, boolean[] categorical, int treeCount,
                            int featuresPerSplit, int minLeaf, SplittableRandom random) {
        for (int f = 0; f < categorical.length; f++) {
            if (categorical[f] && cardinality[f] > MAX_CATEGORIES) {
                throw new IllegalArgumentException("feature " + f + " has " + cardinality[f] + " categories, more than "
                        + MAX_CATEGORIES);
            }
        }
        Tree[] trees = new Tree[treeCount];
        int n = y.length;
        for (int t = 0; t < treeCount; t++) {
            int[] sample = new int[n];
            for (int i = 0; i < n; i++) {
                sample[i] = random.nextInt(n);
            }
            trees[t] = new Tree(x, y, cardinality, categorical, sample, featuresPerSplit, minLeaf, random.split());
        }
        return new RandomForest(trees);
    }

    /** Mean and standard deviation of the trees' predictions for {@code row}, into {@code out[0..1]}. */
    void predict(double[] row, double[] out) {
        double sum = 0;
        double sumSquares = 0;
        for (Tree tree : trees) {
            double v = tree.predict(row);
            sum += v;
            sumSquares += v * v;
        }
        double mean = sum / trees.length;
        out[0] = mean;
        out[1] = Math.sqrt(Math.max(0, sumSquares / trees.length - mean * mean));
    }

    /**
     * One regression tree in flat arrays: node i splits on feature[i] <= threshold[i] (leftSet[i] == 0) or on
     * feature[i]'s value being in the bit set leftSet[i], or is a leaf (feature -1).
     */
    private static final class Tree {
        private int[] feature = new int[64];
        private double[] threshold = new double[64];
        private int[] left = new int[64];
        private int[] right = new int[64];
        private double[] value = new double[64];
        private long[] leftSet = new long[64];   // categorical split: bit v set when value v goes left; 0: ordinal
        private int nodes;
        private final boolean[] categorical;

        private final double[][] x;
        private final double[] y;
        private final int[] cardinality;
        private final int featuresPerSplit;
        private final int minLeaf;
        private final SplittableRandom random;

        Tree(double[][] x, double[] y, int[] cardinality, boolean[] categorical, int[] sample, int featuresPerSplit,
             int minLeaf, SplittableRandom random) {
            this.x = x;
            this.categorical = categorical;
            this.cardinality = cardinality;
            this.y = y;
            this.featuresPerSplit = featuresPerSplit;
            this.minLeaf = minLeaf;
            this.random = random;
            build(sample, 0, sample.length);
        }

        double predict(double[] row) {
            int node = 0;
            while (feature[node] >= 0) {
                boolean goLeft = leftSet[node] != 0 ? (leftSet[node] >>> (int) row[feature[node]] & 1) != 0
                        : row[feature[node]] <= threshold[node];
                node = goLeft ? left[node] : right[node];
            }
            return value[node];
        }

        private int newNode() {
            if (nodes == feature.length) {
                int size = nodes * 2;
                feature = Arrays.copyOf(feature, size);
                threshold = Arrays.copyOf(threshold, size);
                left = Arrays.copyOf(left, size);
                right = Arrays.copyOf(right, size);
                value = Arrays.copyOf(value, size);
                leftSet = Arrays.copyOf(leftSet, size);
            }
            return nodes++;
        }

        /** Builds the subtree over sample[from, to) and returns its node. */
        private int build(int[] sample, int from, int to) {
            int node = newNode();
            leftSet[node] = 0;
            int count = to - from;
            double sum = 0;
            for (int i = from; i < to; i++) {
                sum += y[sample[i]];
            }
            value[node] = sum / count;
            feature[node] = -1;
            if (count < 2 * minLeaf) {
                return node;
            }
            int features = x[0].length;
            double bestGain = 1e-12;
            int bestFeature = -1;
            double bestThreshold = 0;
            long bestSet = 0;
            for (int tried = 0; tried < Math.min(featuresPerSplit, features) || bestFeature < 0 && tried < features;
                 tried++) {
                int f = random.nextInt(features);
                // features are value positions 0..cardinality-1: bucket the node's samples instead of sorting them
                int card = cardinality[f];
                int[] counts = new int[card];
                double[] sums = new double[card];
                for (int i = from; i < to; i++) {
                    int v = (int) x[sample[i]][f];
                    counts[v]++;
                    sums[v] += y[sample[i]];
                }
                int[] order = null;
                if (categorical[f]) {
                    // unordered values: scanned in the order of their mean target, which finds the best binary
                    // partition for squared error (Breiman et al. 1984); a value absent from the node goes to a
                    // random side, so the trees disagree about it
                    double[] key = new double[card];
                    order = new int[card];
                    for (int v = 0; v < card; v++) {
                        key[v] = counts[v] == 0 ? (random.nextBoolean() ? Double.NEGATIVE_INFINITY
                                : Double.POSITIVE_INFINITY) : sums[v] / counts[v];
                        int k = v;   // insertion sort: a handful of values
                        while (k > 0 && key[order[k - 1]] > key[v]) {
                            order[k] = order[k - 1];
                            k--;
                        }
                        order[k] = v;
                    }
                }
                int nl = 0;
                double leftSum = 0;
                long set = 0;
                for (int k = 0; k < card - 1; k++) {
                    int v = order == null ? k : order[k];
                    nl += counts[v];
                    leftSum += sums[v];
                    set |= 1L << v;
                    if (counts[v] == 0 || nl < minLeaf || count - nl < minLeaf) {
                        continue;
                    }
                    int nr = count - nl;
                    if (nr == 0) {
                        break;
                    }
                    double rightSum = sum - leftSum;
                    // SSE reduction = nl*meanL^2 + nr*meanR^2 - n*mean^2
                    double gain = leftSum * leftSum / nl + rightSum * rightSum / nr - sum * sum / count;
                    if (gain > bestGain) {
                        bestGain = gain;
                        bestFeature = f;
                        bestThreshold = v + 0.5;
                        bestSet = order == null ? 0 : set;
                    }
                }
            }
            if (bestFeature < 0) {
                return node;
            }
            // partition sample[from, to) in place by the chosen split
            int i = from;
            int j = to - 1;
            while (i <= j) {
                boolean goLeft = bestSet != 0 ? (bestSet >>> (int) x[sample[i]][bestFeature] & 1) != 0
                        : x[sample[i]][bestFeature] <= bestThreshold;
                if (goLeft) {
                    i++;
                } else {
                    int t = sample[i];
                    sample[i] = sample[j];
                    sample[j] = t;
                    j--;
                }
            }
            feature[node] = bestFeature;
            threshold[node] = bestThreshold;
            leftSet[node] = bestSet;
            int l = build(sample, from, i);
            left[node] = l;
            int r = build(sample, i, to);
            right[node] = r;
            return node;
        }
    }
}
