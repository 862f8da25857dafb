package org.georc.judges.encoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.georc.core.ModelException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Model sources other than the embedded default, and execution-provider fallback. */
class ModelLoadingIT {
    @TempDir
    Path dir;

    private static void copyResource(String name, Path to) throws Exception {
        try (InputStream in = ModelLoadingIT.class.getResourceAsStream(name)) {
            Files.copy(in, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Test
    void aSentenceTransformersExportOnDiskLoadsAndMatchesTheEmbeddedModel() throws Exception {
        Path model = Files.createDirectories(dir.resolve("minilm/onnx"));
        copyResource("/all-minilm-l6-v2.onnx", model.resolve("model.onnx"));
        copyResource("/all-minilm-l6-v2-tokenizer.json", dir.resolve("minilm/tokenizer.json"));
        Files.writeString(dir.resolve("minilm/sentence_bert_config.json"), "{\"max_seq_length\": 128}");
        try (OnnxSentenceEncoder disk = OnnxSentenceEncoder.builder().source(ModelSource.directory(dir.resolve("minilm")))
                .build();
             OnnxSentenceEncoder embedded = OnnxSentenceEncoder.builder().build()) {
            assertThat(disk.modelId()).isEqualTo("minilm");
            assertThat(disk.maxTokens()).isEqualTo(128);
            assertThat(disk.weightsSha256()).isEqualTo(embedded.weightsSha256());
            String text = "Red soil along the verge of the road.";
            assertThat(OnnxSentenceEncoderIT.cosine(disk.encode(text), embedded.encode(text))).isGreaterThan(0.99999);
        }
    }

    @Test
    void missingFilesAreNamed() throws Exception {
        Files.createDirectories(dir.resolve("empty"));
        assertThatThrownBy(() -> ModelSource.directory(dir.resolve("empty")))
                .isInstanceOf(ModelException.class).hasMessageContaining("has no model.onnx");
        Files.writeString(dir.resolve("empty/model.onnx"), "not a model");
        assertThatThrownBy(() -> ModelSource.directory(dir.resolve("empty")))
                .hasMessageContaining("has no tokenizer.json");
        Files.writeString(dir.resolve("empty/tokenizer.json"), "{}");
        assertThatThrownBy(() -> OnnxSentenceEncoder.builder().source(ModelSource.directory(dir.resolve("empty"))).build())
                .isInstanceOf(ModelException.class).hasMessageContaining("ONNX Runtime cannot load empty");
        assertThatThrownBy(() -> ModelSource.directory(dir.resolve("nowhere"))).hasMessageContaining("does not exist");
    }

    @Test
    void cudaFallsBackToTheCpuUnlessStrict() {
        // the default build carries the CPU-only ONNX Runtime, so CUDA cannot load here
        try (OnnxSentenceEncoder enc = OnnxSentenceEncoder.builder()
                .executionProvider(ExecutionProvider.CUDA, false).build()) {
            assertThat(enc.executionProvider()).isEqualTo(ExecutionProvider.CPU);
            assertThat(enc.encode("Left-hand traffic")).hasSize(384);
        }
        assertThatThrownBy(() -> OnnxSentenceEncoder.builder().executionProvider(ExecutionProvider.CUDA, true).build())
                .isInstanceOf(ModelException.class).hasMessageContaining("CUDA was requested (strict)");
    }

    @Test
    void theInt8VariantLoadsAndStaysCloseToFp32() {
        try (OnnxSentenceEncoder q = OnnxSentenceEncoder.builder().source(ModelSource.embeddedMiniLmQuantized()).build();
             OnnxSentenceEncoder f = OnnxSentenceEncoder.builder().build()) {
            String text = "White bollards with a black cap";
            assertThat(q.modelId()).contains("int8");
            assertThat(OnnxSentenceEncoderIT.cosine(q.encode(text), f.encode(text))).isGreaterThan(0.95);
        }
    }

    @Test
    void builderRejectsNonsense() {
        assertThatThrownBy(() -> OnnxSentenceEncoder.builder().batchSize(0).build()).hasMessageContaining("batchSize");
        assertThatThrownBy(() -> OnnxSentenceEncoder.builder().maxTokens(2).build()).hasMessageContaining("maxTokens");
    }
}
