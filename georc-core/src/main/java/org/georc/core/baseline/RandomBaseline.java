package org.georc.core.baseline;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.georc.core.InvalidInputException;
import org.georc.core.gtpred.CountryGuess;
import org.georc.core.inputs.Inputs;
import org.georc.core.inputs.Place;
import org.georc.core.records.CandidateRecord;
import org.georc.core.json.JsonLines;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.output.ReplacedFile;

/**
 * The paper's random hallucinated baseline: every location gets the chain a source model (the
 * hallucinated baseline) wrote for another location, of a different country where one exists,
 * drawn with a seed. A trustworthy judge scores it near zero. The output is written whole.
 *
 * <pre>{@code
 * RandomBaseline.builder().sourceModel("hallucinated").seed(13).build()
 *         .write(inputs, Path.of("random.jsonl"), null);
 * }</pre>
 */
public final class RandomBaseline {
    private final String sourceModel;
    private final String model;
    private final long seed;
    private final Consumer<String> messages;

    private RandomBaseline(Builder b) {
        this.sourceModel = b.sourceModel;
        this.model = b.model != null ? b.model : "random-" + b.sourceModel;
        this.seed = b.seed;
        this.messages = b.messages;
    }

    /** @return a builder: source model "hallucinated", model "random-&lt;source&gt;", seed 13 */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Draws a donor chain for every location the source model wrote a chain for.
     *
     * @param d      the references and candidates read (the candidates hold the source model's chains)
     * @param output the candidate lines to write (replaced whole; {@code -} writes to {@code stdout})
     * @param stdout standard output, for {@code -} (may be null otherwise)
     * @return the number of lines written
     * @throws InvalidInputException when fewer than two locations have a source chain, or one is no location
     */
    public int write(Inputs d, Path output, PrintWriter stdout) {
        Map<String, String> countries = new LinkedHashMap<>();
        for (Place p : d.places()) {
            if (p.country() != null) {
                countries.put(p.id(), p.country());
            }
        }
        List<CandidateRecord> donors = new ArrayList<>();
        Set<String> models = new TreeSet<>();
        for (CandidateRecord c : d.candidates()) {
            models.add(c.model());
            if (c.model().equals(sourceModel)) {
                if (d.all().forId(c.id()).isEmpty() && !countries.containsKey(c.id())) {
                    throw new InvalidInputException(c.source() + ": id \"" + c.id() + "\" is no location of "
                            + d.references());
                }
                donors.add(c);
            }
        }
        long failedSource = d.failed().stream().filter(f -> f.model().equals(sourceModel)).count();
        if (failedSource > 0) {
            messages.accept("note: " + failedSource + " location(s) have a failed " + sourceModel + " generation and "
                    + "take no part (re-run that baseline with `retryFailed`)");
        }
        if (donors.size() < 2) {
            throw new InvalidInputException("the random baseline needs the " + sourceModel + " chains of at least two "
                    + "locations; found " + donors.size() + (models.isEmpty() ? "" : " (models present: " + models + ")")
                    + ". Write them first: georc baseline hallucinated ...");
        }
        donors.sort(Comparator.comparing(CandidateRecord::id));
        SplittableRandom random = new SplittableRandom(seed);
        int sameCountry = 0;
        int unknownCountry = 0;
        try (ReplacedFile file = ReplacedFile.of(output, stdout)) {
            try (ScoreLines.Appender out = ScoreLines.append(file.partial(), 0)) {
                for (CandidateRecord target : donors) {
                    String country = countries.get(target.id());
                    List<CandidateRecord> pool = new ArrayList<>();
                    for (CandidateRecord c : donors) {
                        String other = countries.get(c.id());
                        if (c != target && country != null && other != null && !CountryGuess.sameCountry(country, other)) {
                            pool.add(c);
                        }
                    }
                    boolean fallback = pool.isEmpty();
                    if (fallback) {
                        for (CandidateRecord c : donors) {
                            if (c != target) {
                                pool.add(c);
                            }
                        }
                        if (country == null) {
                            unknownCountry++;
                        } else {
                            sameCountry++;
                        }
                    }
                    CandidateRecord donor = pool.get(random.nextInt(pool.size()));
                    out.append(line(target, donor, fallback));
                }
            }
            file.commit();
        }
        messages.accept("wrote " + donors.size() + " random-hallucinated candidate(s) (model \"" + model + "\") to "
                + output + (sameCountry + unknownCountry > 0 ? "; " + (sameCountry + unknownCountry) + " drew from a "
                        + "location that may share the country (" + unknownCountry + " without a known country, "
                        + sameCountry + " with no other country available)" : ""));
        return donors.size();
    }

    private ObjectNode line(CandidateRecord target, CandidateRecord donor, boolean fallback) {
        ObjectNode line = JsonLines.object();
        line.put("id", target.id());
        line.put("model", model);
        line.put("chain", donor.chain().toText());
        line.put("chain_from", donor.id());
        if (fallback) {
            line.put("different_country", false);
        }
        line.put("baseline", "random");
        line.put("seed", seed);
        return line;
    }

    /** Options of a {@link RandomBaseline}. */
    public static final class Builder {
        private String sourceModel = "hallucinated";
        private String model;
        private long seed = 13;
        private Consumer<String> messages = m -> { };

        private Builder() {
        }

        /**
         * @param name the model whose chains are drawn (default hallucinated)
         * @return this builder
         */
        public Builder sourceModel(String name) {
            this.sourceModel = Objects.requireNonNull(name, "sourceModel");
            return this;
        }

        /**
         * @param name the model name of the lines (default random-&lt;source model&gt;)
         * @return this builder
         */
        public Builder model(String name) {
            this.model = name;
            return this;
        }

        /**
         * @param s the seed of the draw (default 13)
         * @return this builder
         */
        public Builder seed(long s) {
            this.seed = s;
            return this;
        }

        /**
         * @param sink notes and the closing line
         * @return this builder
         */
        public Builder messages(Consumer<String> sink) {
            this.messages = Objects.requireNonNull(sink, "messages");
            return this;
        }

        /** @return the baseline */
        public RandomBaseline build() {
            return new RandomBaseline(this);
        }
    }
}
