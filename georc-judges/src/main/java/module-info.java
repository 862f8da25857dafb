/**
 * The judges and their model back-ends: the embedded all-MiniLM-L6-v2 sentence encoder on ONNX
 * Runtime, the embedding and key-point judges, the LLM and VLM judges with their prompts and the
 * OpenAI-compatible client, the local ONNX decoder, and the error flags.
 *
 * <p>Every package is exported (one line each, in name order): a package added to georc-judges
 * needs its line here, which {@code ModuleDescriptorTest} checks; a judge registered in
 * {@code META-INF/services} needs its {@code provides} entry too (a named module reads only this).
 * ONNX Runtime, DJL's tokenizers and the weights artifacts are automatic modules; the weights are
 * read as resources through the class loader, so this module names no weights module.
 */
module org.georc.judges {
    requires transitive org.georc.core;
    requires transitive org.georc.metrics;
    requires transitive com.fasterxml.jackson.databind;
    requires transitive com.microsoft.onnxruntime;
    requires ai.djl.tokenizers;
    requires com.github.benmanes.caffeine;
    requires java.desktop;
    requires java.net.http;
    requires org.slf4j;

    exports org.georc.judges;
    exports org.georc.judges.calibrate;
    exports org.georc.judges.crossencoder;
    exports org.georc.judges.categories;
    exports org.georc.judges.decoder;
    exports org.georc.judges.embedding;
    exports org.georc.judges.encoder;
    exports org.georc.judges.engine;
    exports org.georc.judges.flags;
    exports org.georc.judges.generate;
    exports org.georc.judges.llm;
    exports org.georc.judges.llm.answer;
    exports org.georc.judges.llm.gtpred;
    exports org.georc.judges.llm.http;
    exports org.georc.judges.llm.judge;
    exports org.georc.judges.llm.prompt;
    exports org.georc.judges.rows;

    provides org.georc.core.spi.JudgeProvider with
            org.georc.judges.embedding.EmbeddingJudgeProvider,
            org.georc.judges.llm.judge.LlmJudgeProviders.OneToAllProvider,
            org.georc.judges.llm.judge.LlmJudgeProviders.KeyPointsProvider,
            org.georc.judges.llm.judge.LlmJudgeProviders.VlmProvider,
            org.georc.judges.crossencoder.CrossEncoderJudgeProvider;
    provides org.georc.core.spi.ModelFactory with
            org.georc.judges.encoder.EmbeddedEncoderFactory,
            org.georc.judges.crossencoder.CrossEncoderFactory;
}
