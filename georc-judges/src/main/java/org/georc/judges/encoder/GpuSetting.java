package org.georc.judges.encoder;

import java.util.Locale;
import org.georc.core.ConfigurationException;
import org.georc.core.spi.ModelRequest;

/**
 * The execution provider a {@link ModelRequest} asks for, from its settings {@code gpu}
 * ({@code off}, the default; {@code on}: CUDA, falling back to the CPU with a warning;
 * {@code strict}: CUDA or fail) and {@code gpu_device} (default 0).
 *
 * @param provider the provider asked for
 * @param strict   fail instead of falling back
 * @param device   the CUDA device index
 */
public record GpuSetting(ExecutionProvider provider, boolean strict, int device) {
    /** Setting name: off, on or strict. */
    public static final String GPU = "gpu";
    /** Setting name: the CUDA device index. */
    public static final String DEVICE = "gpu_device";

    /**
     * @param request a model request
     * @return its GPU setting
     * @throws ConfigurationException for a value other than off, on or strict, or a bad device
     */
    public static GpuSetting of(ModelRequest request) {
        String v = request.setting(GPU).orElse("off").strip().toLowerCase(Locale.ROOT);
        int device;
        String d = request.setting(DEVICE).orElse("0").strip();
        try {
            device = Integer.parseInt(d);
        } catch (NumberFormatException e) {
            throw new ConfigurationException("model setting " + ModelRequest.key(request.type(), DEVICE)
                    + " must be a whole number, got \"" + d + "\"", e);
        }
        if (device < 0) {
            throw new ConfigurationException("model setting " + ModelRequest.key(request.type(), DEVICE)
                    + " must be >= 0, got " + device);
        }
        return switch (v) {
            case "off" -> new GpuSetting(ExecutionProvider.CPU, false, device);
            case "on" -> new GpuSetting(ExecutionProvider.CUDA, false, device);
            case "strict" -> new GpuSetting(ExecutionProvider.CUDA, true, device);
            default -> throw new ConfigurationException("model setting " + ModelRequest.key(request.type(), GPU)
                    + " must be off, on or strict, got \"" + v + "\"");
        };
    }
}
