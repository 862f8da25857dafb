package org.georc.core.run;

import org.georc.core.gtpred.GtpredRecords;

/**
 * The row format a resumed GTPred extraction reads its output with (georc-judges'
 * {@code GtpredExtraction} holds the same one), for the resume tests of core.
 */
public final class PredictionRows {
    private PredictionRows() {
    }

    /** @return prediction lines keyed by (id, model); a later line may replace only an extraction failure */
    public static RowFormat<GtpredRecords.Prediction> format() {
        return RowFormat.of(r -> GtpredRecords.predictionFromJson(r.node(), r.file(), r.line()),
                GtpredRecords.Prediction::key, GtpredRecords.Prediction::isExtractionFailure,
                p -> "id \"" + p.id() + "\" and model \"" + p.model() + "\"");
    }
}
