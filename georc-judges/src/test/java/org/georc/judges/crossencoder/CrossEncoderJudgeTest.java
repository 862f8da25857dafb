package org.georc.judges.crossencoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.georc.core.ConfigurationException;
import org.georc.core.ModelException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.result.Alignment;
import org.georc.core.result.ChainScore;
import org.georc.core.spi.JudgeRequest;
import org.georc.core.spi.PairClassifier;
import org.georc.core.spi.SentenceEncoder;
import org.junit.jupiter.api.Test;

/**
 * The learned judge's arithmetic, with a scripted pair classifier and an encoder whose vectors are
 * chosen by hand: the shortlist by cosine, the expected rubric credit, the contradiction rule and
 * the prior correction on {@code contradicts}.
 */
class CrossEncoderJudgeTest {
    /** Unit vectors in 2 dimensions: the cosine of two texts is the cosine of their angles' difference. */
    private static final class AngleEncoder implements SentenceEncoder {
        private final Map<String, Double> degrees;

        AngleEncoder(Map<String, Double> degrees) {
            this.degrees = degrees;
        }

        @Override
        public int dimension() {
            return 2;
        }

        @Override
        public String modelId() {
            return "angles";
        }

        @Override
        public float[] encode(List<String> texts) {
            float[] out = new float[texts.size() * 2];
            for (int i = 0; i < texts.size(); i++) {
                double a = Math.toRadians(degrees.get(texts.get(i)));
                out[2 * i] = (float) Math.cos(a);
                out[2 * i + 1] = (float) Math.sin(a);
            }
            return out;
        }
    }

    /** Gives each (first, second) pair its scripted probabilities; records what it was asked. */
    private static class ScriptedClassifier implements PairClassifier {
        private final Map<String, float[]> answers;
        final List<String> asked = new ArrayList<>();

        ScriptedClassifier(Map<String, float[]> answers) {
            this.answers = answers;
        }

        @Override
        public String modelId() {
            return "scripted";
        }

        @Override
        public List<String> labels() {
            return List.of("same", "partial", "contradicts", "unrelated");
        }

        @Override
        public float[] classify(List<String> first, List<String> second) {
            float[] out = new float[first.size() * 4];
            for (int i = 0; i < first.size(); i++) {
                String key = first.get(i) + " | " + second.get(i);
                asked.add(key);
                System.arraycopy(answers.getOrDefault(key, new float[] {0, 0, 0, 1}), 0, out, 4 * i, 4);
            }
            return out;
        }
    }

    private static final String BOLLARDS = "White bollards with a black cap.";
    private static final String POSTS = "Roadside posts are white with black tops.";
    private static final String LEFT = "Cars drive on the left.";
    private static final String RIGHT = "Traffic keeps to the right.";
    private static final String SKY = "The sky is blue.";

    private static final AngleEncoder ENCODER = new AngleEncoder(Map.of(BOLLARDS, 0.0, POSTS, 10.0, LEFT, 50.0,
            RIGHT, 55.0, SKY, 170.0));

    private static ScriptedClassifier classifier() {
        return new ScriptedClassifier(Map.of(
                BOLLARDS + " | " + POSTS, new float[] {0.8f, 0.2f, 0f, 0f},
                POSTS + " | " + BOLLARDS, new float[] {0.6f, 0.4f, 0f, 0f},
                LEFT + " | " + RIGHT, new float[] {0.1f, 0f, 0.6f, 0.3f},
                RIGHT + " | " + LEFT, new float[] {0.3f, 0.1f, 0.4f, 0.2f}));
    }

    private static ChainScore score(CrossEncoderJudge judge) {
        return judge.score(JudgeRequest.of(ReasoningChain.of(BOLLARDS, LEFT, SKY), ReasoningChain.of(POSTS, RIGHT)));
    }

    @Test
    void creditIsTheExpectedRubricCreditAndAConfidentContradictionEarnsNothingAndNamesItsStatement() {
        ScriptedClassifier model = classifier();
        ChainScore s = score(new CrossEncoderJudge(ENCODER, model, 1, 0.3, 0.5, 1.0));
        List<Alignment> cand = s.candidateAlignments();
        assertThat(cand.get(0).score()).isCloseTo(0.8 + 0.5 * 0.2, within(1e-6));
        assertThat(cand.get(1).score()).isZero();
        assertThat(cand.get(1).reason()).startsWith("conflict (contradicts statement 2, p 0.60)");
        // nothing of the other chain within the minimum cosine: no pair is read, no credit
        assertThat(cand.get(2).score()).isZero();
        assertThat(cand.get(2).reason()).contains("no statement of the other chain within cosine 0.30");
        // the reference's second statement: contradicts 0.4 is under the 0.5 threshold, so it keeps its credit
        assertThat(s.referenceAlignments().get(1).score()).isCloseTo(0.3 + 0.5 * 0.1, within(1e-6));
        assertThat(s.precision()).isCloseTo(0.9 / 3, within(1e-6));
        assertThat(s.recall()).isCloseTo((0.8 + 0.35) / 2, within(1e-6));
        assertThat(model.asked).doesNotContain(SKY + " | " + POSTS, SKY + " | " + RIGHT);
    }

    @Test
    void aLowerWeightOnContradictsLetsAWeakContradictionGoAndRenormalisesTheCredit() {
        CrossEncoderJudge judge = new CrossEncoderJudge(ENCODER, classifier(), 1, 0.3, 0.5, 0.25);
        Alignment left = score(judge).candidateAlignments().get(1);
        // 0.6 x 0.25 = 0.15 against a row sum of 0.55: contradicts 0.27, under the threshold; same 0.1 / 0.55
        assertThat(left.reason()).doesNotContain("conflict");
        assertThat(left.score()).isCloseTo(0.1 / 0.55, within(1e-6));
        assertThat(judge.provenance().parameters()).containsEntry("contradicts-weight", "0.25");
    }

    @Test
    void theShortlistReadsOnlyTheClosestStatements() {
        ScriptedClassifier model = classifier();
        score(new CrossEncoderJudge(ENCODER, model, 1, -1, 0.5, 1.0));
        // BOLLARDS (0 degrees) is closer to POSTS (10) than to RIGHT (55): with a shortlist of 1, only POSTS is read
        assertThat(model.asked).contains(BOLLARDS + " | " + POSTS).doesNotContain(BOLLARDS + " | " + RIGHT);
        ScriptedClassifier wide = classifier();
        score(new CrossEncoderJudge(ENCODER, wide, 2, -1, 0.5, 1.0));
        assertThat(wide.asked).contains(BOLLARDS + " | " + POSTS, BOLLARDS + " | " + RIGHT);
    }

    @Test
    void badSettingsAndAClassifierWithOtherLabelsAreRefusedByName() {
        assertThatThrownBy(() -> new CrossEncoderJudge(ENCODER, classifier(), 0, 0.3, 0.5, 1.0))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("shortlist");
        assertThatThrownBy(() -> new CrossEncoderJudge(ENCODER, classifier(), 1, 0.3, 0.5, 0))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("contradicts-weight");
        PairClassifier yesNo = new ScriptedClassifier(Map.of()) {
            @Override
            public List<String> labels() {
                return List.of("yes", "no");
            }
        };
        assertThatThrownBy(() -> new CrossEncoderJudge(ENCODER, yesNo, 1, 0.3, 0.5, 1.0))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("[yes, no]");
    }

    @Test
    void withoutTheOptionalWeightsModuleTheErrorNamesTheDependencyToAdd() {
        ClassLoader bare = new ClassLoader(null) {
        };
        assertThatThrownBy(() -> CrossEncoderModel.embedded(bare))
                .isInstanceOf(ModelException.class)
                .hasMessageContaining("add the Maven dependency org.georc:georc-cross-encoder")
                .hasMessageContaining("model.onnx");
    }
}
