package org.georc.examples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.georc.core.gtpred.Coordinates;
import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.gtpred.GtpredRecords.Prediction;
import org.georc.core.gtpred.GtpredRecords.Truth;
import org.georc.core.gtpred.GtpredScore;
import org.georc.core.gtpred.GtpredScorer;
import org.georc.core.gtpred.Location;
import org.georc.core.gtpred.ReasoningRater;
import org.georc.core.json.JsonLines;
import org.georc.metrics.GtpredScoring;
import org.georc.metrics.YearInterval;

/**
 * Scores GTPred answers from Java.
 *
 * <p>Without arguments: one prediction, scored for year, location (the paper's formula),
 * distance and a reasoning rating. With {@code TRUTH.jsonl PREDICTIONS.jsonl OUT.jsonl}: every
 * prediction of the files scored with a {@link WordOverlapRater} standing in for the judge LLM,
 * so that it runs offline, written as {@code georc gtpred} score lines; {@code georc leaderboard
 * OUT.jsonl} then prints Table II (year, year reasoning, location, location reasoning, final
 * scores). The stand-in shows where a rater plugs in; its numbers say how many of the
 * annotation's words the prediction repeats, not what an LLM judge would rate.
 */
public final class GtpredExample {
    private GtpredExample() {
    }

    /**
     * A stand-in reasoning rater: rating = 1 + 9 x (share of the annotation's content words,
     * three letters or more and not in a short stop list, that the prediction also uses),
     * rounded to a whole number, so 1 when none and 10 when all.
     */
    public static final class WordOverlapRater implements ReasoningRater {
        private static final Set<String> STOP = Set.of("the", "and", "for", "are", "was", "with", "from", "that",
                "this", "its", "into", "like", "look", "looks", "point", "points", "suggest", "suggests", "place",
                "date", "dates", "mean", "means", "probably", "around", "about");

        @Override
        public Rating rate(Aspect aspect, String predicted, String annotated) {
            Set<String> a = words(annotated);
            Set<String> p = words(predicted);
            if (a.isEmpty()) {
                return new Rating(1, "the annotation has no content words");
            }
            int shared = 0;
            for (String w : a) {
                shared += p.contains(w) ? 1 : 0;
            }
            long rating = Math.round(1 + 9.0 * shared / a.size());
            return new Rating(rating, shared + " of " + a.size() + " annotation words");
        }

        private static Set<String> words(String text) {
            Set<String> out = new HashSet<>();
            for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
                if (w.length() >= 3 && !STOP.contains(w)) {
                    out.add(w);
                }
            }
            return out;
        }

        @Override
        public String id() {
            return "word-overlap stand-in";
        }
    }

    /**
     * @param args nothing, or the truth and predictions JSONL files and the output file
     */
    public static void main(String[] args) {
        if (args.length == 3) {
            scoreFiles(Path.of(args[0]), Path.of(args[1]), Path.of(args[2]));
            return;
        }
        Truth truth = Truth.of("kyoto", new YearInterval(1978, 1982), Location.of("Japan", null, "Kyoto", "Kinkaku-ji"))
                .withCoordinates(Coordinates.of(35.0394, 135.7292));
        Prediction guess = Prediction.of("kyoto", "model-a", "around 1980", Location.of("JPN", null, "kyoto", "Ginkaku-ji"))
                .withCoordinates(Coordinates.of(35.0270, 135.7982));
        GtpredScore s = GtpredScorer.of(GtpredScoring.LocationMode.PAPER).score(truth, guess);
        double reasoning = GtpredScoring.reasoningScore(7);
        System.out.printf(Locale.ROOT, "year %.3f  location %.3f  reasoning %.3f  final(location) %.3f  distance %.1f km%n",
                s.yearScore(), s.locationScore(), reasoning, GtpredScoring.finalScore(s.locationScore(), reasoning),
                s.distanceKm());
    }

    private static void scoreFiles(Path truthFile, Path predictionsFile, Path out) {
        Map<String, Truth> truths = GtpredRecords.readTruth(truthFile);
        GtpredScorer scorer = GtpredScorer.builder().reasoningRater(new WordOverlapRater()).build();
        StringBuilder lines = new StringBuilder();
        int n = 0;
        try {
            for (Prediction p : GtpredRecords.readPredictions(predictionsFile)) {
                GtpredScore s = scorer.score(truths.get(p.id()), p);
                lines.append(JsonLines.write(s.toJson())).append('\n');
                n++;
            }
            Files.writeString(out, lines.toString(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out, e);
        }
        System.out.println("scored " + n + " prediction(s) into " + out + " (reasoning by the word-overlap stand-in)");
    }
}
