package org.georc.examples;

import org.georc.core.gtpred.GtpredRecords;
import org.georc.core.gtpred.GtpredScorer;
import org.georc.core.gtpred.YearPhrases;
import org.georc.metrics.GtpredScoring;
import org.georc.metrics.YearInterval;

/** Scores GTPred answers: year phrases, location normalisation, and the product with a reasoning rating. */
public final class GtpredExample {
    private GtpredExample() {
    }

    /**
     * @param args ignored
     */
    public static void main(String[] args) {
        GtpredRecords.Truth truth = new GtpredRecords.Truth("kyoto", new YearInterval(1978, 1982),
                new String[] {"Japan", null, "Kyoto", "Kinkaku-ji"}, "example");
        GtpredRecords.Prediction guess = new GtpredRecords.Prediction("kyoto", "model-a",
                YearPhrases.require("around 1980"), "around 1980", new String[] {"JPN", null, "kyoto", "Ginkaku-ji"},
                "example");
        GtpredScorer.Result r = new GtpredScorer(GtpredScoring.LocationMode.RENORMALISED).score(truth, guess);
        double reasoning = GtpredScoring.reasoningScore(7);
        System.out.printf("year %.3f  location %.3f  reasoning %.3f  final(location) %.3f%n", r.yearScore(),
                r.locationScore(), reasoning, GtpredScoring.finalScore(r.locationScore(), reasoning));
    }
}
