package org.georc.judges.crossencoder;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.georc.core.ConfigurationException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;
import org.georc.core.result.Provenance;
import org.georc.core.spi.Judge;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.PairClassifier;
import org.georc.core.spi.SentenceEncoder;
import org.georc.metrics.OneToAll;

/**
 * The learned statement judge. Each statement of one chain is rated against the other chain the
 * one-to-all way, in two steps: a sentence encoder shortlists the other chain's statements by
 * cosine ({@code shortlist} best, at least {@code min-cosine}), and a cross-encoder
 * ({@link PairClassifier}) reads each shortlisted pair and gives the probabilities of
 * {@code same}, {@code partial}, {@code contradicts} and {@code unrelated}. A statement's credit
 * is the best expected rubric credit over its shortlist (same 1, partial 0.5); when the model is
 * surer of a contradiction (at least {@code contradiction}) than of any credit, the statement
 * earns 0 and its alignment names the statement it contradicts ({@code conflict (...)}).
 * Precision is the mean credit of the candidate's statements, recall of the reference's. With
 * {@code contradicts-weight} below 1, the probability of {@code contradicts} is scaled by it and
 * the four renormalised before any of this (a prior correction; the figures are in
 * docs/OFFLINE-JUDGE.md).
 *
 * <p>A statement's category label, when the reading found one, is read with it
 * ({@code Plates: yellow}). Thread-safe; the models stay their owner's.
 */
public final class CrossEncoderJudge implements Judge {
    /** The registered name. */
    public static final String NAME = "cross-encoder";

    private final SentenceEncoder encoder;
    private final PairClassifier classifier;
    private final int shortlist;
    private final double minCosine;
    private final double contradiction;
    private final double contradictsWeight;
    private final double[] credit;
    private final int contradicts;
    private final Provenance template;

    /**
     * @param encoder       shortlists by cosine
     * @param classifier    reads the pairs; its labels must include same, partial, contradicts, unrelated
     * @param shortlist     statements of the other chain read per statement, at least 1
     * @param minCosine     cosine below which a pair is not read (credit 0)
     * @param contradiction probability of {@code contradicts} from which a statement earns nothing, in (0, 1]
     * @param contradictsWeight factor on the probability of {@code contradicts} before the probabilities are
     *                      renormalised, in (0, 1] (1: the model's own): a prior correction for a model
     *                      trained on more contradictions than real chains hold
     * @throws ConfigurationException for bad settings or a classifier with other labels
     */
    public CrossEncoderJudge(SentenceEncoder encoder, PairClassifier classifier, int shortlist, double minCosine,
                             double contradiction, double contradictsWeight) {
        this.encoder = Objects.requireNonNull(encoder, "encoder");
        this.classifier = Objects.requireNonNull(classifier, "classifier");
        if (shortlist < 1) {
            throw new ConfigurationException("option shortlist must be at least 1, got " + shortlist);
        }
        if (!(contradiction > 0 && contradiction <= 1)) {
            throw new ConfigurationException("option contradiction must lie in (0, 1], got " + contradiction);
        }
        if (!(minCosine >= -1 && minCosine <= 1)) {
            throw new ConfigurationException("option min-cosine must lie in [-1, 1], got " + minCosine);
        }
        if (!(contradictsWeight > 0 && contradictsWeight <= 1)) {
            throw new ConfigurationException("option contradicts-weight must lie in (0, 1], got " + contradictsWeight);
        }
        this.contradictsWeight = contradictsWeight;
        this.shortlist = shortlist;
        this.minCosine = minCosine;
        this.contradiction = contradiction;
        List<String> labels = classifier.labels();
        for (String l : List.of("same", "partial", "contradicts", "unrelated")) {
            if (!labels.contains(l)) {
                throw new ConfigurationException("the pair classifier " + classifier.modelId() + " has labels " + labels
                        + "; the cross-encoder judge needs same, partial, contradicts and unrelated");
            }
        }
        this.credit = new double[labels.size()];
        credit[labels.indexOf("same")] = 1.0;
        credit[labels.indexOf("partial")] = 0.5;
        this.contradicts = labels.indexOf("contradicts");
        Provenance.Builder p = Provenance.builder(NAME).model(classifier.modelId())
                .parameter("shortlist", shortlist)
                .parameter("min-cosine", minCosine)
                .parameter("contradiction", contradiction)
                .parameter("contradicts-weight", contradictsWeight)
                .parameter("encoder", encoder.modelId());
        classifier.weightsSha256().ifPresent(p::weights);
        this.template = p.build();
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Provenance provenance() {
        return template;
    }

    @Override
    public ChainScore score(JudgeRequest request) {
        return scoreAll(List.of(request)).get(0);
    }

    /** Encodes the statements of every pair at once and reads every shortlisted pair in one call. */
    @Override
    public List<ChainScore> scoreAll(List<JudgeRequest> requests) {
        Map<String, Integer> row = new HashMap<>();
        List<String> texts = new ArrayList<>();
        List<String[][]> sides = new ArrayList<>();
        for (JudgeRequest r : requests) {
            String[] cand = texts(r.candidate());
            String[] ref = texts(r.reference());
            sides.add(new String[][] {cand, ref});
            for (String[] side : List.of(cand, ref)) {
                for (String t : side) {
                    if (row.putIfAbsent(t, texts.size()) == null) {
                        texts.add(t);
                    }
                }
            }
        }
        float[] vectors = texts.isEmpty() ? new float[0] : encoder.encode(texts);
        int dim = encoder.dimension();
        // the shortlist of each statement, both directions of every pair
        List<Shortlist> lists = new ArrayList<>();
        List<String> first = new ArrayList<>();
        List<String> second = new ArrayList<>();
        for (String[][] s : sides) {
            lists.add(shortlist(s[0], s[1], row, vectors, dim, first, second));
            lists.add(shortlist(s[1], s[0], row, vectors, dim, first, second));
        }
        float[] probs = first.isEmpty() ? new float[0] : classifier.classify(first, second);
        int k = classifier.labels().size();
        if (contradictsWeight != 1.0) {
            reweigh(probs, k);
        }
        List<ChainScore> out = new ArrayList<>(requests.size());
        for (int i = 0; i < requests.size(); i++) {
            Provenance p = template.now();
            String[][] s = sides.get(i);
            List<Alignment> ca = alignments(lists.get(2 * i), s[0], s[1], probs, k);
            List<Alignment> ra = alignments(lists.get(2 * i + 1), s[1], s[0], probs, k);
            out.add(ChainScore.of(OneToAll.aggregate(credits(ca), credits(ra)), ca, ra, p));
        }
        return out;
    }

    /** Scales each row's probability of {@code contradicts} and renormalises the row. */
    private void reweigh(float[] probs, int k) {
        for (int at = 0; at < probs.length; at += k) {
            probs[at + contradicts] = (float) (probs[at + contradicts] * contradictsWeight);
            double sum = 0;
            for (int l = 0; l < k; l++) {
                sum += probs[at + l];
            }
            for (int l = 0; l < k; l++) {
                probs[at + l] = (float) (probs[at + l] / sum);
            }
        }
    }

    private static String[] texts(ReasoningChain chain) {
        String[] out = new String[chain.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = CrossEncoderText.withLabel(chain.labels().get(i), chain.statements().get(i));
        }
        return out;
    }

    /** For each statement of {@code graded}: the statements of {@code other} to read, and where their probabilities land. */
    private record Shortlist(int[][] other, double[][] cosine, int[][] slot) {
    }

    private Shortlist shortlist(String[] graded, String[] other, Map<String, Integer> row, float[] v, int dim,
                                List<String> first, List<String> second) {
        int[][] picked = new int[graded.length][];
        double[][] cos = new double[graded.length][];
        int[][] slot = new int[graded.length][];
        for (int i = 0; i < graded.length; i++) {
            int a = row.get(graded[i]) * dim;
            double[] c = new double[other.length];
            for (int j = 0; j < other.length; j++) {
                int b = row.get(other[j]) * dim;
                double dot = 0;
                for (int d = 0; d < dim; d++) {
                    dot += v[a + d] * v[b + d];
                }
                c[j] = dot;
            }
            List<Integer> order = new ArrayList<>();
            for (int j = 0; j < other.length; j++) {
                if (c[j] >= minCosine) {
                    order.add(j);
                }
            }
            order.sort((x, y) -> x.equals(y) ? 0 : c[y] != c[x] ? Double.compare(c[y], c[x]) : Integer.compare(x, y));
            int n = Math.min(shortlist, order.size());
            picked[i] = new int[n];
            cos[i] = new double[n];
            slot[i] = new int[n];
            for (int m = 0; m < n; m++) {
                int j = order.get(m);
                picked[i][m] = j;
                cos[i][m] = c[j];
                slot[i][m] = first.size();
                first.add(graded[i]);
                second.add(other[j]);
            }
        }
        return new Shortlist(picked, cos, slot);
    }

    private List<Alignment> alignments(Shortlist s, String[] graded, String[] other, float[] probs, int k) {
        List<Alignment> out = new ArrayList<>(graded.length);
        for (int i = 0; i < graded.length; i++) {
            int best = -1;
            double bestCredit = 0;
            int worst = -1;
            double worstContradiction = 0;
            for (int m = 0; m < s.other()[i].length; m++) {
                int at = s.slot()[i][m] * k;
                double c = 0;
                for (int l = 0; l < k; l++) {
                    c += credit[l] * probs[at + l];
                }
                if (best < 0 || c > bestCredit) {
                    best = m;
                    bestCredit = c;
                }
                double pc = probs[at + contradicts];
                if (pc > worstContradiction) {
                    worst = m;
                    worstContradiction = pc;
                }
            }
            if (best < 0) {
                out.add(new Alignment(i, graded[i], 0.0, -1, null,
                        "no statement of the other chain within cosine " + fmt(minCosine)));
            } else if (worstContradiction >= contradiction && worstContradiction > bestCredit) {
                int j = s.other()[i][worst];
                out.add(new Alignment(i, graded[i], 0.0, j, other[j], "conflict (contradicts statement " + (j + 1)
                        + ", p " + fmt(worstContradiction) + "); " + probabilities(probs, s.slot()[i][worst] * k, k)
                        + ", cosine " + fmt(s.cosine()[i][worst])));
            } else {
                int j = s.other()[i][best];
                double c = Math.min(1.0, Math.max(0.0, bestCredit));
                out.add(new Alignment(i, graded[i], c, j, other[j], "statement " + (j + 1) + ": "
                        + probabilities(probs, s.slot()[i][best] * k, k) + ", cosine " + fmt(s.cosine()[i][best])));
            }
        }
        return out;
    }

    private String probabilities(float[] probs, int at, int k) {
        StringBuilder sb = new StringBuilder();
        List<String> labels = classifier.labels();
        for (int l = 0; l < k; l++) {
            if (l > 0) {
                sb.append(", ");
            }
            sb.append(labels.get(l)).append(' ').append(fmt(probs[at + l]));
        }
        return sb.toString();
    }

    private static double[] credits(List<Alignment> as) {
        double[] c = new double[as.size()];
        for (int i = 0; i < c.length; i++) {
            c[i] = as.get(i).score();
        }
        return c;
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }
}
