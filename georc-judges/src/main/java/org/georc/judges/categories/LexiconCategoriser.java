package org.georc.judges.categories;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.categories.Categoriser;
import org.georc.core.categories.Category;
import org.georc.core.spi.SentenceEncoder;

/**
 * The offline categoriser: phrases of a {@link CategoryLexicon} plus the sentence encoder's
 * cosine to each category's prototype statements.
 *
 * <p>A category's score is its summed phrase weight plus {@code similarity-weight} times the
 * cosine to its nearest prototype; the highest score is the main category. Further labels (up
 * to three in all, by score) are categories with a phrase whose score reaches
 * {@code secondary-share} of the main one's, and categories without a phrase whose cosine is at
 * least {@code secondary-similarity} and within {@code secondary-margin} of the main category's.
 * Deterministic; thread-safe when the encoder is.
 */
public final class LexiconCategoriser implements Categoriser {
    private final CategoryLexicon lexicon;
    private final SentenceEncoder encoder;
    private final Category[] protoCategory;
    private final float[] protoVectors;
    private final int dim;

    /**
     * @param lexicon the lexicon
     * @param encoder the sentence encoder (the caller closes it)
     */
    public LexiconCategoriser(CategoryLexicon lexicon, SentenceEncoder encoder) {
        this.lexicon = lexicon;
        this.encoder = encoder;
        this.dim = encoder.dimension();
        List<String> texts = new ArrayList<>();
        List<Category> cats = new ArrayList<>();
        lexicon.prototypes().forEach((c, list) -> list.forEach(t -> {
            texts.add(t);
            cats.add(c);
        }));
        this.protoCategory = cats.toArray(new Category[0]);
        this.protoVectors = encoder.encode(texts);
    }

    @Override
    public String id() {
        return "lexicon";
    }

    @Override
    public Map<String, String> settings() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("categoriser", id());
        m.put("category_lexicon_sha256", lexicon.sha256());
        m.put("encoder", encoder.modelId());
        encoder.weightsSha256().ifPresent(s -> m.put("encoder_sha256", s));
        return m;
    }

    @Override
    public List<Category> categorise(String statement) {
        return categoriseAll(List.of(statement)).get(0);
    }

    @Override
    public List<List<Category>> categoriseAll(List<String> statements) {
        if (statements.isEmpty()) {
            return List.of();
        }
        float[] v = encoder.encode(statements);
        List<List<Category>> out = new ArrayList<>(statements.size());
        for (int i = 0; i < statements.size(); i++) {
            out.add(decide(lexicon.cues(statements.get(i)), similarities(v, i)));
        }
        return out;
    }

    /** The nearest prototype's cosine per category. */
    private Map<Category, Double> similarities(float[] v, int row) {
        Map<Category, Double> best = new EnumMap<>(Category.class);
        for (int p = 0; p < protoCategory.length; p++) {
            double dot = 0;
            for (int k = 0; k < dim; k++) {
                dot += v[row * dim + k] * protoVectors[p * dim + k];
            }
            best.merge(protoCategory[p], dot, Math::max);
        }
        return best;
    }

    private List<Category> decide(Map<Category, Double> cues, Map<Category, Double> sim) {
        double w = lexicon.constant("similarity-weight");
        Map<Category, Double> score = new EnumMap<>(Category.class);
        for (Category c : Category.values()) {
            score.put(c, cues.getOrDefault(c, 0.0) + w * sim.getOrDefault(c, 0.0));
        }
        List<Category> ranked = new ArrayList<>(List.of(Category.values()));
        ranked.sort(Comparator.comparingDouble((Category c) -> score.get(c)).reversed()); // stable: ties in paper order
        Category main = ranked.get(0);
        List<Category> labels = new ArrayList<>();
        labels.add(main);
        double share = lexicon.constant("secondary-share");
        double minSim = lexicon.constant("secondary-similarity");
        double margin = lexicon.constant("secondary-margin");
        double mainSim = sim.getOrDefault(main, 0.0);
        for (Category c : ranked.subList(1, ranked.size())) {
            if (labels.size() == Category.MAX_PER_STATEMENT) {
                break;
            }
            boolean byCue = cues.containsKey(c) && score.get(c) >= share * score.get(main);
            double s = sim.getOrDefault(c, 0.0);
            boolean bySim = !cues.containsKey(c) && s >= minSim && s >= mainSim - margin;
            if (byCue || bySim) {
                labels.add(c);
            }
        }
        return List.copyOf(labels);
    }
}
