package org.georc.bench.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.georc.core.spi.LanguageModel;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.judges.engine.ScoringEngine;

/**
 * The models the command-line options name (--endpoint/--model or --model-dir, --vlm-model, the
 * encoder options), built when the library's {@link ScoringEngine} asks for them; closing it
 * closes what it built (never an encoder of a benchmark run's shared pool).
 */
final class OptionModels implements ScoringEngine.Models, AutoCloseable {
    private final LlmOptions llm;
    private final EncoderOptions encoderOptions;
    private final String vlmModel;
    private final PrintWriter err;
    private OnnxSentenceEncoder encoder;
    private final List<AutoCloseable> built = new ArrayList<>();
    private LanguageModel judgeModel;

    /**
     * @param llm            the LLM options
     * @param encoderOptions the encoder options
     * @param vlmModel       --vlm-model, or null
     * @param err            where warnings go
     */
    OptionModels(LlmOptions llm, EncoderOptions encoderOptions, String vlmModel, PrintWriter err) {
        this.llm = llm;
        this.encoderOptions = encoderOptions;
        this.vlmModel = vlmModel;
        this.err = err;
    }

    @Override
    public OnnxSentenceEncoder encoder(int callers) {
        if (encoder == null) {
            encoderOptions.callers(callers);
            encoder = encoderOptions.build();
        }
        return encoder;
    }

    @Override
    public LanguageModel languageModel(String purpose) {
        // the judge's model once; --country-by-llm gets a client of its own, as before
        LanguageModel m = llm.build(purpose);
        built.add(m);
        if (judgeModel == null && purpose.startsWith("judge ")) {
            judgeModel = m;
        }
        return m;
    }

    @Override
    public VisionLanguageModel visionModel(String purpose) {
        if (llm.isLocal()) {
            throw new org.georc.core.ConfigurationException(purpose + " needs a vision-language model; local ONNX "
                    + "decoders are text-only: use --endpoint and --model");
        }
        if (vlmModel == null && judgeModel instanceof VisionLanguageModel v) {
            return v;
        }
        var m = llm.http(vlmModel == null ? llm.model : vlmModel);
        built.add(m);
        return m;
    }

    @Override
    public void close() {
        if (encoder != null) {
            encoder.close();
        }
        for (AutoCloseable m : built) {
            try {
                m.close();
            } catch (Exception e) {
                err.println("warning: closing the judge model failed: " + Errors.describe(e));
            }
        }
    }
}
